import { stat } from 'node:fs/promises';
import type SharpLibrary from 'sharp';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { photoMessages } from '../../contract/strings/validation.ts';
import { HEIC_KIND, JPEG_KIND, WEBP_KIND, type FileKind } from './file-kinds.ts';
import { memoryBudget } from './image-budget.ts';
import { decodingCost, IMAGE_MEMORY_BUDGET_BYTES, imageRefusal, MAX_IMAGE_MEGAPIXELS, type ImageHeader } from './image-limits.ts';

// Every image the school decodes (photos and announcement images) is checked, decoded and
// re-encoded here, and nowhere else; files handed in as documents are never decoded.

/** The WebP copies made of every photo, narrowest first: the student's 2-column grid and the large view. */
export const RENDITION_WIDTHS: readonly number[] = [480, 1280];

/**
 * Images decoded at once across the whole process, each on one libvips thread: with the memory
 * budget (`decodingCost`), what bounds the memory images take, whatever is posted at once.
 */
const IMAGES_AT_ONCE = 2;
const decoding = memoryBudget(IMAGE_MEMORY_BUDGET_BYTES, IMAGES_AT_ONCE);

let loading: Promise<typeof SharpLibrary> | undefined;
/**
 * sharp, loaded with the first image the server is sent: libvips takes about 18 MB resident as
 * it loads, which a server that is never sent an image need not hold (the memory target of
 * issue 29: 200 MB under any load but uploads).
 */
function imageLibrary(): Promise<typeof SharpLibrary> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Each image is read once: libvips' operation cache would only hold decoded images in memory.
    sharp.cache(false);
    // libvips' threads each hold their own buffers of an image; one thread an image makes its cost the measured one on any machine.
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

/** Bytes a sample takes, by libvips' name for its format; our kinds decode to 8 or 16 bits. */
const SAMPLE_BYTES: Readonly<Record<string, number>> = { uchar: 1, char: 1, ushort: 2, short: 2 };

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
  /** What decoding it may hold in memory, in bytes (`decodingCost`). */
  cost: number;
}

/** How `preparePhotos` makes each image ready. */
export interface PrepareOptions {
  /** WebP renditions beside the full-size copy (a photo's); without them, the one copy shown (an announcement's image). Default true. */
  renditions?: boolean;
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
 * Reads a photo's header, without decoding it, and refuses what must never be decoded (see
 * `imageRefusal`: too many pixels, a side too long, a line's shape, more memory than the whole
 * budget) with 413, and a file whose header cannot be read with 415. A HEIC/HEIF passes if its
 * header reads: whether it can be decoded (the prebuilt image library has no HEVC decoder, so
 * an iPhone's cannot) shows only when it is (`processPhoto`), and the header's codec is not to
 * be trusted (it names HEVC for any `mif1` file).
 *
 * @param path the received file
 * @param kind its kind, as sniffed from its bytes
 * @param options whether renditions will be made, which count in its cost
 * @throws PhotoError 413 past a limit, 415 when it cannot be read
 */
export async function inspectPhoto(path: string, kind: FileKind, options: PrepareOptions = {}): Promise<PhotoHeader> {
  const unreadable = () => new PhotoError(415, kind === HEIC_KIND ? photoMessages.heic : photoMessages.unreadable);
  const sharp = await imageLibrary();
  let metadata: Metadata;
  try {
    // The header only: the limits are checked here, by us, so the answer can say why.
    metadata = await sharp(path, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const header = headerOf(metadata, kind, options);
  if (!header) throw unreadable();
  const refusal = imageRefusal(header);
  // A phone's HEIC is over the budget for its HEVC decoder alone, which we lack anyway: the way on is a JPEG.
  if (refusal === photoMessages.tooCostly && kind === HEIC_KIND) throw unreadable();
  if (refusal) throw new PhotoError(413, refusal);
  return { animated: header.frames > 1, cost: decodingCost(header) };
}

/** The header as the limits read it, with the widest rendition `options` asks for; undefined when it names no size. */
function headerOf(metadata: Metadata, kind: FileKind, { renditions = true }: PrepareOptions): ImageHeader | undefined {
  const { width, height, pageHeight, pages = 1, channels = 3, depth = 'uchar', hasAlpha = false, isProgressive = false, orientation = 1 } = metadata;
  if (!width || !height) return undefined;
  const turned = orientation >= 5;
  return {
    ext: kind.ext,
    width,
    frameHeight: pageHeight ?? height,
    frames: pages,
    channels,
    bytesPerSample: SAMPLE_BYTES[depth] ?? 4,
    alpha: hasAlpha,
    progressive: isProgressive,
    turned,
    renditionWidth: renditions ? Math.max(...renditionWidths(turned ? (pageHeight ?? height) : width)) : 0,
  };
}

/** Where outputs are written and how a temporary file is removed: the file store's. */
export interface PhotoFiles {
  /** A fresh temporary file name (swept after a crash). */
  temporaryPath: () => string;
  remove: (path: string) => Promise<void>;
}

/**
 * Makes a batch of received images ready to keep, all or nothing: every header is checked
 * first (`inspectPhoto`), so a refused file stops the batch before anything is decoded; then
 * each image is processed (`processPhoto`). If one fails, images not yet started are skipped,
 * every output made is removed and the first error is thrown. The received files stay the
 * caller's to discard.
 *
 * @param photos the received files with their sniffed kinds, in upload order
 * @param files where outputs go
 * @param options whether renditions are made
 * @example const ready = await preparePhotos(form.files, deps.files)
 * @example const [image] = await preparePhotos([form.files[0]], deps.files, { renditions: false })
 */
export async function preparePhotos(photos: ReadonlyArray<{ path: string; kind: FileKind }>, files: PhotoFiles, options: PrepareOptions = {}): Promise<ProcessedPhoto[]> {
  const headers: PhotoHeader[] = [];
  for (const photo of photos) headers.push(await inspectPhoto(photo.path, photo.kind, options));
  let stopped = false;
  const results = await Promise.allSettled(
    photos.map((photo, index) => {
      const header = headers[index] as PhotoHeader;
      return decoding.run(header.cost, async () => {
        if (stopped) return undefined;
        try {
          return await makePhoto(photo.path, photo.kind, header, files, options);
        } catch (error) {
          stopped = true;
          throw error;
        }
      });
    }),
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
 * Makes one received photo ready to keep once its cost fits in the process's memory budget
 * beside the images being decoded, at most IMAGES_AT_ONCE of them (sharp decodes off the main
 * thread): see `makePhoto`.
 *
 * @param path the received file, already passed by `inspectPhoto`
 * @param kind its sniffed kind
 * @param header what `inspectPhoto` answered
 * @param files where outputs go
 * @param options whether renditions are made
 * @example const photo = await processPhoto(file.path, file.kind, await inspectPhoto(file.path, file.kind), deps.files)
 */
export function processPhoto(path: string, kind: FileKind, header: PhotoHeader, files: PhotoFiles, options: PrepareOptions = {}): Promise<ProcessedPhoto> {
  return decoding.run(header.cost, () => makePhoto(path, kind, header, files, options));
}

/**
 * How every image is read: its pixels limited again as it is decoded, and any flaw in its data
 * refusing it (`warning`, sharp's own default): a JPEG whose header claims
 * 7000 × 7000 over a few bytes of data, with its end marker, only warns that the data ends early.
 * Read in one pass from top to bottom, without libvips' unlimited mode.
 */
function imageInput(header: PhotoHeader): SharpOptions {
  return { animated: header.animated, limitInputPixels: MAX_IMAGE_MEGAPIXELS * 1_000_000, failOn: 'warning', sequentialRead: true, unlimited: false };
}

/**
 * Upright (the EXIF orientation applied), re-encoded in its own format (a HEIC as JPEG) with no
 * metadata at all — sharp writes none unless asked, so no GPS position or camera serial
 * survives — and, unless `options` says not, WebP renditions at `renditionWidths`. Animated GIF
 * and WebP keep their frames in every copy. Each output is a fresh temporary file; on failure
 * those made are removed.
 */
async function makePhoto(path: string, kind: FileKind, header: PhotoHeader, files: PhotoFiles, { renditions: withRenditions = true }: PrepareOptions): Promise<ProcessedPhoto> {
  const sharp = await imageLibrary();
  const outputs: string[] = [];
  const write = async (image: Sharp, outputKind: FileKind) => {
    const output = files.temporaryPath();
    outputs.push(output);
    const info = await image.toFile(output);
    return { output: { path: output, kind: outputKind, size: (await stat(output)).size, width: info.width }, info };
  };
  try {
    const upright = () => sharp(path, imageInput(header)).rotate();
    const fullKind = kind === HEIC_KIND ? JPEG_KIND : kind;
    const { output: full, info } = await write(encodeAs(upright(), fullKind), fullKind);
    // An animation's height is that of one frame, as a browser shows it.
    const height = info.pageHeight ?? info.height;
    const renditions: PhotoOutput[] = [];
    for (const width of withRenditions ? renditionWidths(info.width) : []) {
      const resized = upright().resize({ width, withoutEnlargement: true }).webp({ quality: 75 });
      renditions.push((await write(resized, WEBP_KIND)).output);
    }
    return { full, renditions, width: info.width, height };
  } catch (error) {
    await Promise.all(outputs.map((output) => files.remove(output)));
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new PhotoError(413, photoMessages.tooManyPixels(MAX_IMAGE_MEGAPIXELS));
    throw new PhotoError(415, kind === HEIC_KIND ? photoMessages.heic : photoMessages.unreadable);
  }
}

/**
 * The full-size copy in the image's own format; sharp writes no metadata unless asked
 * (`keepMetadata`), and here it never is. Both choices below hold less memory, as measured: a
 * JPEG keeps the standard Huffman tables, as optimal ones cost a second pass over every
 * coefficient of the image (300 MB for 49 MP, against 20 MB) for files 8% smaller; a WebP is
 * encoded at effort 2, as the default 4 took 200 MB instead of 152 for a 12-MP photo, twice the
 * time, and a file no smaller.
 */
function encodeAs(image: Sharp, kind: FileKind): Sharp {
  switch (kind.ext) {
    case 'png':
      return image.png();
    case 'webp':
      return image.webp({ quality: 85, effort: 2 });
    case 'gif':
      return image.gif();
    default:
      return image.jpeg({ quality: 85, optimiseCoding: false });
  }
}
