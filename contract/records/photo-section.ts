import type { WithAudience } from './audience.ts';

/** A smaller WebP copy of a photo, `width` pixels wide, fetched from `/api/` plus its path. */
export interface PhotoRendition {
  width: number;
  filePath: string;
}

/**
 * One photo of a section (spec §3: `filePath` and `fileName`). `filePath` is the full-size
 * image, upright and without metadata; the renditions (narrowest first), `width` and `height`
 * are added so pages can offer a `srcset` and keep each image's place while it loads.
 */
export interface PhotoFile {
  filePath: string;
  fileName: string;
  width: number;
  height: number;
  renditions: PhotoRendition[];
}

/** A photo section as the API answers it (spec §3). */
export interface PhotoSection extends WithAudience {
  _id: string;
  subject: string;
  files: PhotoFile[];
}
