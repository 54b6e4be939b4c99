import sharp from 'sharp';
import { pngOf } from './sample-files.ts';

// Photos for the image tests, made with sharp: a phone's JPEG with GPS tags and an orientation,
// large images for renditions, an animation, a HEIF, and decompression bombs of every shape.

/** A phone's JPEG: `width`×`height` as stored, EXIF with camera, serial and GPS position, XMP, and an EXIF orientation. */
export async function samplePhoneJpeg(width = 40, height = 20, orientation = 6): Promise<Buffer<ArrayBuffer>> {
  const photo = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Software: 'Camera 1.0' },
      IFD2: { BodySerialNumber: 'SN-12345678' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Parent</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>')
    .withMetadata({ orientation })
    .toBuffer();
  return Buffer.from(photo);
}

/** A `width`×`height` image of `format` with some texture. */
export async function sampleImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png'): Promise<Buffer<ArrayBuffer>> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7) % 256;
  return Buffer.from(await sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer());
}

/** A two-frame animated GIF, `width`×`height` a frame: red, then blue. */
export async function sampleAnimatedGif(width = 30, height = 20): Promise<Buffer<ArrayBuffer>> {
  const frame = (rgb: [number, number, number]) => Buffer.alloc(width * height * 3).map((_, index) => rgb[index % 3] as number);
  const pixels = Buffer.concat([frame([255, 0, 0]), frame([0, 0, 255])]);
  return Buffer.from(await sharp(pixels, { raw: { width, height: height * 2, channels: 3, pageHeight: height } }).gif({ delay: [200, 200] }).toBuffer());
}

/**
 * A HEIF the image library here decodes (AV1-coded), marked as a phone's HEIF (`mif1`) so
 * file-type names it `heic`.
 */
export async function sampleDecodableHeif(width = 24, height = 16): Promise<Buffer<ArrayBuffer>> {
  const avif = Buffer.from(await sharp({ create: { width, height, channels: 3, background: 'green' } }).avif().toBuffer());
  avif.write('mif1', 8, 'latin1');
  return avif;
}

/**
 * A HEIF whose header reads as an iPhone photo's 4032 × 3024 over a tiny image: its size is
 * known before a pixel is decoded, as a real iPhone HEIC's is.
 */
export async function samplePhoneSizedHeif(): Promise<Buffer<ArrayBuffer>> {
  const heif = await sampleDecodableHeif();
  // The image's spatial extent ('ispe'): version and flags, then width and height.
  const extent = heif.indexOf('ispe', 0, 'latin1');
  heif.writeUInt32BE(4032, extent + 8);
  heif.writeUInt32BE(3024, extent + 12);
  return heif;
}

/** The start of an iPhone HEIC: the `heic` brand, then HEVC data the image library here cannot decode. */
export function sampleHeic(): Buffer<ArrayBuffer> {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.write('mif1heic', 16, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(200, 7)]);
}

/** A PNG of a few dozen bytes whose header claims `width`×`height` pixels: a decompression bomb. */
export function sampleBombPng(width = 100_000, height = 100_000): Buffer<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits a sample
  header[9] = 2; // RGB
  return pngOf(header, Buffer.alloc(1024));
}

/**
 * A valid grey PNG `width` pixels wide and one high, every pixel black: the 49,000,000 × 1 one
 * is 47.7 KB, under any pixel limit, and its one row is 49 MB.
 */
export function sampleLinePng(width = 49_000_000): Buffer<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // 8 bits a sample
  header[9] = 0; // grey
  return pngOf(header, Buffer.alloc(width + 1)); // the row's filter byte, then its pixels
}

/**
 * A few hundred bytes whose header claims a `width`×`height` JPEG: a real encoder's tables and
 * frame header, the first bytes of the scan and the end marker, so its header and data disagree.
 *
 * @param progressive a progressive JPEG, whose decoder keeps every coefficient of the image
 */
export async function sampleTruncatedJpeg(width = 7000, height = 7000, progressive = false): Promise<Buffer<ArrayBuffer>> {
  const real = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 90, g: 160, b: 60 } } }).jpeg({ progressive }).toBuffer();
  const frame = real.indexOf(Buffer.from([0xff, progressive ? 0xc2 : 0xc0]));
  const scan = real.indexOf(Buffer.from([0xff, 0xda]));
  const claimed = Buffer.from(real.subarray(0, scan + 2 + real.readUInt16BE(scan + 2) + 8));
  claimed.writeUInt16BE(height, frame + 5);
  claimed.writeUInt16BE(width, frame + 7);
  return Buffer.concat([claimed, Buffer.from([0xff, 0xd9])]);
}

/** A lossless WebP of one translucent colour: a few kilobytes whatever its size, up to WebP's 16,383 a side. */
export async function sampleAlphaWebp(width: number, height: number): Promise<Buffer<ArrayBuffer>> {
  const image = sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 0.5 } } });
  return Buffer.from(await image.webp({ lossless: true }).toBuffer());
}
