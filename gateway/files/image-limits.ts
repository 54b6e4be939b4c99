import { photoMessages } from '../../contract/strings/validation.ts';

/** The most pixels an image may have, every frame of an animation counted: a 48-MP phone photo fits. */
export const MAX_IMAGE_MEGAPIXELS = 50;
const MAX_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/**
 * The longest side: WebP's own limit, so any image kept can be made a WebP, and room for a
 * phone's panorama (a 50-MP one 16,000 wide is 3,100 high). A row's buffers grow with the width:
 * a 49,000,000 × 1 PNG took 1.9 GB.
 */
export const MAX_IMAGE_SIDE = 16_383;

/**
 * The most one side may be of the other: a phone's panorama is about 1:4 to 1:8 and a banner
 * 1:10. Past it, an image is a line, whose renditions would be a pixel or two high.
 */
export const MAX_IMAGE_ASPECT = 20;

/**
 * Bytes the images being decoded may hold at once across the process, by `decodingCost` (256
 * MB): a 50-MP phone JPEG turned upright fits, with its renditions (264 MB by that measure);
 * with the idle server's 150 MB, the process stays near 400 MB whatever is posted (three 48-MP
 * photos at once: under 360 MB, bench/image-bombs.ts).
 */
export const IMAGE_MEMORY_BUDGET_BYTES = 256 * 1024 * 1024;

/** What an image's header says, read before a pixel of it is decoded, and what will be made of it. */
export interface ImageHeader {
  /** The extension of its sniffed kind: `jpg`, `png`, `webp`, `gif` or `heic`. */
  ext: string;
  /** As stored, before it is turned upright. */
  width: number;
  /** One frame's height; an animation is decoded a frame at a time. */
  frameHeight: number;
  frames: number;
  /** Samples a decoded pixel has: 1 grey, 3 RGB, 4 RGBA or CMYK. */
  channels: number;
  /** 1 for 8-bit samples, 2 for 16-bit. */
  bytesPerSample: number;
  alpha: boolean;
  /** A progressive JPEG, whose decoder keeps every coefficient of the image until its last scan. */
  progressive: boolean;
  /** Stored a quarter turn round (EXIF orientation 5–8): upright, its width and height swap. */
  turned: boolean;
  /** The widest WebP rendition to be made of it, upright; 0 for none. */
  renditionWidth: number;
}

// What decoding and re-encoding holds, as measured with libvips on one thread (the most seen,
// rounded up), step by step; the steps are added up, as memory one step frees is not always
// what the next is given:
// - the full-size copy: turning a frame upright holds it whole, with half as much again around
//   it (a 48-MP JPEG: 188 MB); a progressive JPEG's coefficients take 2 bytes a sample besides
//   (a 12-MP one turned: 100 MB); WebP and GIF hold a frame as RGBA in their decoders and again
//   in their encoders (13 MP: 179–192 MB; a WebP with alpha: 277–370 MB); a HEIF's AV1 decoder
//   holds far more than its pixels (3 MP: 128 MB, 24 MP: 581 MB); an animation's encoders keep
//   its frames (40 HD frames as WebP: 150 MB);
// - a WebP rendition holds its whole picture in the encoder, the alpha's lossless one most of
//   all (1280 × 15,754 from a PNG: 340 MB, with alpha 887 MB).
const TURN_OVERHEAD = 1.5;
const COEFFICIENT_BYTES = 2;
const WEBP_GIF_FRAME_BYTES = 16;
const WEBP_ALPHA_FRAME_BYTES = 32;
const ANIMATION_BYTES = 4.5;
const HEIF_BYTES = 24;
const HEIF_DECODER_BYTES = 64 * 1024 * 1024;
const RENDITION_BYTES = 18;
const RENDITION_ALPHA_BYTES = 64;

/** Bytes making the full-size copy holds, by the measures above. */
function fullCopyCost(header: ImageHeader): number {
  const framePixels = header.width * header.frameHeight;
  switch (header.ext) {
    case 'webp':
      return framePixels * (header.alpha ? WEBP_ALPHA_FRAME_BYTES : WEBP_GIF_FRAME_BYTES);
    case 'gif':
      return framePixels * WEBP_GIF_FRAME_BYTES;
    case 'heic':
      return HEIF_DECODER_BYTES + framePixels * HEIF_BYTES;
    default:
      return framePixels * header.channels * (header.bytesPerSample * TURN_OVERHEAD + (header.progressive ? COEFFICIENT_BYTES : 0));
  }
}

/** Bytes making the widest rendition holds: a frame of it in the WebP encoder. */
function renditionCost(header: ImageHeader): number {
  const [uprightWidth, uprightHeight] = header.turned ? [header.frameHeight, header.width] : [header.width, header.frameHeight];
  const width = Math.min(header.renditionWidth, uprightWidth);
  const pixels = width * Math.ceil((uprightHeight * width) / uprightWidth);
  return pixels * (header.alpha ? RENDITION_ALPHA_BYTES : RENDITION_BYTES);
}

/**
 * The memory, in bytes, that decoding and re-encoding the image may hold, by the measures
 * above: what the process-wide budget reserves while it is processed. A file whose data holds
 * less than its header claims costs no more (it is refused as it is decoded).
 *
 * @param header what its header says, and what is to be made of it
 * @example decodingCost({ ext: 'jpg', width: 4000, frameHeight: 3000, frames: 1, channels: 3, bytesPerSample: 1, alpha: false, progressive: false, turned: false, renditionWidth: 1280 }) // 76,118,400: the turn, then the 1280 rendition
 */
export function decodingCost(header: ImageHeader): number {
  const animation = header.frames > 1 ? header.width * header.frameHeight * header.frames * ANIMATION_BYTES : 0;
  return Math.ceil(Math.max(fullCopyCost(header), animation) + renditionCost(header));
}

/**
 * Why an image must not be decoded, or undefined when it may be: more than MAX_IMAGE_MEGAPIXELS
 * in all (a bomb claims 100,000 × 100,000 in a few bytes), a side past MAX_IMAGE_SIDE, a shape
 * past MAX_IMAGE_ASPECT (a 49,000,000 × 1 line), or a cost past the whole memory budget (a WebP
 * or a 16-bit PNG of as many pixels as a phone photo may have). Each is answered with 413.
 *
 * @param header what its header says
 * @example imageRefusal({ ext: 'png', width: 49_000_000, frameHeight: 1, frames: 1, channels: 1, bytesPerSample: 1, alpha: false, progressive: false, turned: false, renditionWidth: 1280 }) // the side's message
 */
export function imageRefusal(header: ImageHeader): string | undefined {
  const { width, frameHeight, frames } = header;
  if (width * frameHeight * frames > MAX_PIXELS) return photoMessages.tooManyPixels(MAX_IMAGE_MEGAPIXELS);
  if (Math.max(width, frameHeight) > MAX_IMAGE_SIDE) return photoMessages.sideTooLong(MAX_IMAGE_SIDE);
  if (Math.max(width, frameHeight) > MAX_IMAGE_ASPECT * Math.min(width, frameHeight)) return photoMessages.tooNarrow(MAX_IMAGE_ASPECT);
  if (decodingCost(header) > IMAGE_MEMORY_BUDGET_BYTES) return photoMessages.tooCostly;
  return undefined;
}
