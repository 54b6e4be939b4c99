import type { NewPhoto, Queries, Upload } from '../db/index.ts';
import { PhotoError, preparePhotos, type ProcessedPhoto } from '../files/photos.ts';
import type { ApiDeps } from './context.ts';
import { fail } from './errors.ts';
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
  const ready = await prepared(deps, received, true);
  const fullNames = ready.map((photo, index) => keptName(received[index] as CheckedFile, photo));
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

/**
 * Keeps one received image as it is shown, without renditions (an announcement's), through the
 * photos' path: the same limits, upright, re-encoded with no metadata. Then runs `write` with its
 * `uploads` row in one transaction; all or nothing, the received file removed in any case.
 *
 * @example const id = await keepImage(deps, form.files[0], (upload, tx) => tx.announcements.create({ ...details, upload: upload.name }, now))
 */
export async function keepImage<T>(deps: Pick<ApiDeps, 'files' | 'store' | 'now'>, received: CheckedFile, write: (upload: Upload, tx: Queries) => Promise<T>): Promise<T> {
  const [image] = (await prepared(deps, [received], false)) as [ProcessedPhoto];
  return keepFiles(deps, [{ ...image.full, fileName: keptName(received, image) }], (uploads, tx) => write(uploads[0] as Upload, tx));
}

/**
 * `keepPhotos` or `keepImage` answering a refused image (a PhotoError) with its status (413 or
 * 415) and reason, as the upload forms show it.
 *
 * @example const id = await answeringRefusedImages(keepImage(deps, image, write))
 */
export async function answeringRefusedImages<T>(keeping: Promise<T>): Promise<T> {
  try {
    return await keeping;
  } catch (error) {
    if (error instanceof PhotoError) fail(error.status, error.message);
    throw error;
  }
}

/** The received images made ready (`preparePhotos`), the received files removed whatever happens. */
async function prepared(deps: Pick<ApiDeps, 'files'>, received: readonly CheckedFile[], renditions: boolean): Promise<ProcessedPhoto[]> {
  try {
    return await preparePhotos(received, deps.files, { renditions });
  } finally {
    await discard(deps, received);
  }
}

/** The uploaded name, with the extension of what is stored (`safeFileName`): a HEIC is kept as JPEG. */
function keptName(file: CheckedFile, photo: ProcessedPhoto): string {
  return safeFileName(file.fileName, photo.full.kind.ext);
}

/** A file name without its extension: `IMG_1.HEIC` → `IMG_1`. */
function stemOf(name: string): string {
  return name.replace(/\.[^.]*$/, '') || 'photo';
}
