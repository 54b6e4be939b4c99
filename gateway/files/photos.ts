import { stat } from 'node:fs/promises';
import pLimit from 'p-limit';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { photoMessages } from '../../src/strings/validation.ts';
import { HEIC_KIND, JPEG_KIND, WEBP_KIND, type FileKind } from './file-kinds.ts';

/** The most pixels a photo may have (all frames of an animation counted): a 48-MP phone photo fits. */
export const MAX_PHOTO_MEGAPIXELS = 50;
const MAX_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;

/** The WebP copies made of every photo, narrowest first: the student's 2-column grid and the large view. */
export const RENDITION_WIDTHS: readonly number[] = [480, 1280];

/** Photos decoded at once across the whole process: a batch of 12-MP photos must not starve other requests. */
const PHOTOS_AT_ONCE = 2;
const processing = pLimit(PHOTOS_AT_ONCE);
// Each photo is read once: libvips' operation cache would only hold decoded 12-MP images in memory.
sharp.cache(false);

/** Why a photo was refused, with the status to answer. */
export class PhotoError extends Error {
  readonly status: 413 | 415;
  constructor(status: 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

/** What a photo's header says, read before a pixel of it is decoded. */
export interface PhotoHeader {
  /** More than one frame: an animated GIF or WebP, whose frames are kept. */
  animated: boolean;
}

/** A file written by `processPhoto`, at a temporary path, not yet kept. */
export interface PhotoOutput {
  path: string;
  kind: FileKind;
  size: number;
  width: number;
}

/** A photo made ready to keep: the full-size copy, its renditions (narrowest first) and its upright size. */
export interface ProcessedPhoto {
  full: PhotoOutput;
  renditions: PhotoOutput[];
  width: number;
  height: number;
}

/**
 * The renditions' widths for a photo `width` pixels wide, never upscaled: the 480 one always
 * (no wider than the photo itself), each wider one only when the photo is wider still.
 *
 * @example renditionWidths(4000) // [480, 1280]; renditionWidths(800) // [480]; renditionWidths(300) // [300]
 */
export function renditionWidths(width: number): number[] {
  const [smallest = width, ...wider] = RENDITION_WIDTHS;
  return [Math.min(smallest, width), ...wider.filter((rendition) => rendition < width)];
}

/**
 * Reads a photo's header, without decoding it, and refuses what must never be decoded: more
 * than MAX_PHOTO_MEGAPIXELS (a decompression bomb claims 100,000 × 100,000 in a few bytes) and
 * a file whose header cannot be read. A HEIC/HEIF passes if its header reads: whether it can be
 * decoded (the prebuilt image library has no HEVC decoder, so an iPhone's cannot) shows only
 * when it is (`processPhoto`), and the header's codec is not to be trusted (it names HEVC for
 * any `mif1` file).
 *
 * @param path the received file
 * @param kind its kind, as sniffed from its bytes
 * @throws PhotoError 413 past the pixel limit, 415 when it cannot be read
 */
export async function inspectPhoto(path: string, kind: FileKind): Promise<PhotoHeader> {
  const unreadable = () => new PhotoError(415, kind === HEIC_KIND ? photoMessages.heic : photoMessages.unreadable);
  let header: Metadata;
  try {
    // The header only: the limit is checked here, by us, so the answer can say why.
    header = await sharp(path, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const { width, height } = header;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_PIXELS) throw new PhotoError(413, photoMessages.tooManyPixels(MAX_PHOTO_MEGAPIXELS));
  return { animated: (header.pages ?? 1) > 1 };
}

/** Where outputs are written and how a temporary file is removed: the file store's. */
export interface PhotoFiles {
  /** A fresh temporary file name (swept after a crash). */
  temporaryPath: () => string;
  remove: (path: string) => Promise<void>;
}

/**
 * Makes a batch of received photos ready to keep, all or nothing: every header is checked
 * first (`inspectPhoto`), so a refused file stops the batch before anything is decoded; then
 * each photo is processed (`processPhoto`). If one fails, photos not yet started are skipped,
 * every output made is removed and the first error is thrown. The received files stay the
 * caller's to discard.
 *
 * @param photos the received files with their sniffed kinds, in upload order
 * @param files where outputs go
 * @example const ready = await preparePhotos(form.files, deps.files)
 */
export async function preparePhotos(photos: ReadonlyArray<{ path: string; kind: FileKind }>, files: PhotoFiles): Promise<ProcessedPhoto[]> {
  const headers: PhotoHeader[] = [];
  for (const photo of photos) headers.push(await inspectPhoto(photo.path, photo.kind));
  let stopped = false;
  const results = await Promise.allSettled(
    photos.map((photo, index) =>
      processing(async () => {
        if (stopped) return undefined;
        try {
          return await makePhoto(photo.path, photo.kind, headers[index] as PhotoHeader, files);
        } catch (error) {
          stopped = true;
          throw error;
        }
      }),
    ),
  );
  const ready = results.flatMap((result) => (result.status === 'fulfilled' && result.value ? [result.value] : []));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(ready.flatMap(outputsOf).map((output) => files.remove(output.path)));
    throw failure.reason;
  }
  return ready;
}

/** Every file made for a photo: the full-size copy, then its renditions. */
export function outputsOf(photo: ProcessedPhoto): PhotoOutput[] {
  return [photo.full, ...photo.renditions];
}

/**
 * Makes one received photo ready to keep, at most PHOTOS_AT_ONCE at a time across the process
 * (sharp decodes off the main thread): see `makePhoto`.
 *
 * @param path the received file, already passed by `inspectPhoto`
 * @param kind its sniffed kind
 * @param header what `inspectPhoto` answered
 * @param files where outputs go
 * @example const photo = await processPhoto(file.path, file.kind, await inspectPhoto(file.path, file.kind), deps.files)
 */
export function processPhoto(path: string, kind: FileKind, header: PhotoHeader, files: PhotoFiles): Promise<ProcessedPhoto> {
  return processing(() => makePhoto(path, kind, header, files));
}

/**
 * Upright (the EXIF orientation applied), re-encoded in its own format (a HEIC as JPEG) with no
 * metadata at all — sharp writes none unless asked, so no GPS position or camera serial
 * survives — and WebP renditions at `renditionWidths`. Animated GIF and WebP keep their frames
 * in every copy. Each output is a fresh temporary file; on failure those made are removed.
 */
async function makePhoto(path: string, kind: FileKind, header: PhotoHeader, files: PhotoFiles): Promise<ProcessedPhoto> {
  const outputs: string[] = [];
  const write = async (image: Sharp, outputKind: FileKind) => {
    const output = files.temporaryPath();
    outputs.push(output);
    const info = await image.toFile(output);
    return { output: { path: output, kind: outputKind, size: (await stat(output)).size, width: info.width }, info };
  };
  try {
    const upright = () => sharp(path, { animated: header.animated, limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const fullKind = kind === HEIC_KIND ? JPEG_KIND : kind;
    const { output: full, info } = await write(encodeAs(upright(), fullKind), fullKind);
    // An animation's height is that of one frame, as a browser shows it.
    const height = info.pageHeight ?? info.height;
    const renditions: PhotoOutput[] = [];
    for (const width of renditionWidths(info.width)) {
      const resized = upright().resize({ width, withoutEnlargement: true }).webp({ quality: 75 });
      renditions.push((await write(resized, WEBP_KIND)).output);
    }
    return { full, renditions, width: info.width, height };
  } catch (error) {
    await Promise.all(outputs.map((output) => files.remove(output)));
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new PhotoError(413, photoMessages.tooManyPixels(MAX_PHOTO_MEGAPIXELS));
    throw new PhotoError(415, kind === HEIC_KIND ? photoMessages.heic : photoMessages.unreadable);
  }
}

/** The full-size copy in the photo's own format; sharp writes no metadata unless asked (`keepMetadata`), and here it never is. */
function encodeAs(image: Sharp, kind: FileKind): Sharp {
  switch (kind.ext) {
    case 'png':
      return image.png();
    case 'webp':
      return image.webp({ quality: 85 });
    case 'gif':
      return image.gif();
    default:
      return image.jpeg({ quality: 85 });
  }
}
