import type { NewPhoto, Queries } from '../db/index.ts';
import { preparePhotos, type ProcessedPhoto } from '../files/photos.ts';
import type { ApiDeps } from './context.ts';
import { discard, keepFiles, safeFileName, type CheckedFile } from './file-uploads.ts';

/**
 * Prepares every photo (upright, no metadata, renditions), then keeps every file made and runs
 * `write` with the photos' rows in one transaction. All or nothing: a photo refused (a
 * PhotoError), or rows that fail, leave no file and no row; the received files are removed in
 * any case. The full-size copy keeps the uploaded name, and each rendition is named after it
 * (`sports-day-1-480w.webp`). The photos API and the demo school keep photos this way.
 */
export async function keepPhotos<T>(
  deps: Pick<ApiDeps, 'files' | 'store' | 'now'>,
  received: readonly CheckedFile[],
  write: (photos: NewPhoto[], tx: Queries) => Promise<T>,
): Promise<T> {
  let ready: ProcessedPhoto[];
  try {
    ready = await preparePhotos(received, deps.files);
  } finally {
    await discard(deps, received);
  }
  // With the extension of what is stored: a HEIC is kept as JPEG.
  const fullNames = ready.map((photo, index) => {
    const file = received[index] as CheckedFile;
    const name = safeFileName(file.fileName, photo.full.kind.ext);
    return photo.full.kind === file.kind ? name : `${stemOf(name)}.${photo.full.kind.ext}`;
  });
  // In the order `write`'s rows read the kept names back: each photo's full-size copy, then its renditions.
  const outputs = ready.flatMap((photo, index) => [
    { ...photo.full, fileName: fullNames[index] as string },
    ...photo.renditions.map((rendition) => ({ ...rendition, fileName: `${stemOf(fullNames[index] as string)}-${rendition.width}w.webp` })),
  ]);
  return keepFiles(deps, outputs, async (uploads, tx) => {
    let next = 0;
    const nameOf = () => (uploads[next++] as (typeof uploads)[number]).name;
    const photos = ready.map((photo, index): NewPhoto => ({
      upload: nameOf(),
      fileName: fullNames[index] as string,
      width: photo.width,
      height: photo.height,
      renditions: photo.renditions.map((rendition) => ({ width: rendition.width, upload: nameOf() })),
    }));
    return write(photos, tx);
  });
}

/** A file name without its extension: `IMG_1.HEIC` → `IMG_1`. */
function stemOf(name: string): string {
  return name.replace(/\.[^.]*$/, '') || 'photo';
}
