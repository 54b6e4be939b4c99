import type { PhotoFile } from '../../../contract/records/photo-section.ts';

/** A stored file's address: the API base plus its path (spec §3). */
export function photoUrl(filePath: string): string {
  return `/api/${filePath}`;
}

/** Every copy of a photo, narrowest first, for `srcset`: the renditions, then the full-size image. */
export function photoSrcSet(photo: PhotoFile): string {
  const copies = [...photo.renditions, { width: photo.width, filePath: photo.filePath }];
  return copies
    .filter((copy, index) => copies.findIndex((other) => other.width === copy.width) === index)
    .map((copy) => `${photoUrl(copy.filePath)} ${copy.width}w`)
    .join(', ');
}

/**
 * The copy shown large: the widest copy at most `width` pixels wide, the full-size image among
 * them (a 1080-pixel photo has only a 480 rendition, and must not open at 480); the narrowest
 * when none fits.
 */
export function largePhoto(photo: PhotoFile, width = 1280): { url: string; width: number; height: number } {
  const copies = [...photo.renditions, { width: photo.width, filePath: photo.filePath }].sort((a, b) => a.width - b.width);
  // Narrowest first: each copy that fits replaces the one before, and the narrowest stands when none fits.
  const copy = copies.reduce((chosen, each) => (each.width <= width ? each : chosen));
  return { url: photoUrl(copy.filePath), width: copy.width, height: Math.round((photo.height * copy.width) / photo.width) };
}
