import sharp from 'sharp';
import { pngOf } from './sample-files.ts';

// Photos for the photo sections' tests, made with sharp: a phone's JPEG with GPS tags and an
// orientation, large images for renditions, an animation, a HEIF and a decompression bomb.

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
