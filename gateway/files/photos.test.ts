import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { photoMessages } from '../../contract/strings/validation.ts';
import { samplePdf, samplePng } from '../testing/sample-files.ts';
import { sampleAnimatedGif, sampleBombPng, sampleDecodableHeif, sampleHeic, sampleImage, sampleLinePng, samplePhoneJpeg, sampleTruncatedJpeg } from '../testing/sample-photos.ts';
import { openFileStore, type FileStore } from './file-store.ts';
import { HEIC_KIND, IMAGE_KINDS, type FileKind } from './file-kinds.ts';
import { MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_SIDE } from './image-limits.ts';
import { inspectPhoto, PhotoError, preparePhotos, processPhoto, renditionWidths } from './photos.ts';
import { sniffFile } from './sniff.ts';

let dir: string;
let files: FileStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studyhall-photos-'));
  files = openFileStore(join(dir, 'uploads'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const kind = (ext: string) => [...IMAGE_KINDS, HEIC_KIND].find((candidate) => candidate.ext === ext) as FileKind;
/** A received file in the store's temporary folder, as the multipart reader leaves it. */
function received(bytes: Uint8Array, ext: string) {
  const path = files.temporaryPath();
  writeFileSync(path, bytes);
  return { path, kind: kind(ext) };
}
const process = async (bytes: Uint8Array, ext: string) => {
  const file = received(bytes, ext);
  return processPhoto(file.path, file.kind, await inspectPhoto(file.path, file.kind), files);
};
const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error instanceof PhotoError && { status: error.status, message: error.message });

describe('renditionWidths', () => {
  it('makes 480 and 1280 of a wider photo, 480 alone up to 1280, and never upscales', () => {
    expect(renditionWidths(4000)).toEqual([480, 1280]);
    expect(renditionWidths(1281)).toEqual([480, 1280]);
    expect(renditionWidths(1280)).toEqual([480]);
    expect(renditionWidths(800)).toEqual([480]);
    expect(renditionWidths(480)).toEqual([480]);
    expect(renditionWidths(300)).toEqual([300]);
  });
});

describe('inspectPhoto', () => {
  it('refuses a decompression bomb from its header with 413, without decoding it', async () => {
    const bomb = received(sampleBombPng(), 'png');
    expect(await refusal(inspectPhoto(bomb.path, bomb.kind))).toEqual({ status: 413, message: photoMessages.tooManyPixels(MAX_IMAGE_MEGAPIXELS) });
  });

  it('takes a photo at the limit and refuses one just past it', async () => {
    const atLimit = received(sampleBombPng(10_000, 5_000), 'png');
    await expect(inspectPhoto(atLimit.path, atLimit.kind)).resolves.toMatchObject({ animated: false });
    const past = received(sampleBombPng(10_000, 5_001), 'png');
    expect(await refusal(inspectPhoto(past.path, past.kind))).toMatchObject({ status: 413 });
  });

  it('refuses what is no readable image with 415', async () => {
    const pdf = received(samplePdf(), 'jpg');
    expect(await refusal(inspectPhoto(pdf.path, pdf.kind))).toEqual({ status: 415, message: photoMessages.unreadable });
  });

  it('refuses an iPhone HEIC (HEVC), which cannot be decoded here, with 415 asking for JPEG', async () => {
    const heic = received(sampleHeic(), 'heic');
    expect(await sniffFile(heic.path, [HEIC_KIND])).toBe(HEIC_KIND);
    expect(await refusal(inspectPhoto(heic.path, heic.kind).then((header) => processPhoto(heic.path, heic.kind, header, files)))).toEqual({ status: 415, message: photoMessages.heic });
    expect(readdirSync(files.dir)).toEqual([heic.path.split('/').at(-1)]);
  });

  it('tells an animation by its frames', async () => {
    const gif = received(await sampleAnimatedGif(), 'gif');
    expect(await inspectPhoto(gif.path, gif.kind)).toMatchObject({ animated: true });
  });

  it('refuses a 49,000,000 × 1 PNG, under the pixel limit, from its header with 413', async () => {
    const line = received(sampleLinePng(), 'png');
    expect(await refusal(inspectPhoto(line.path, line.kind))).toEqual({ status: 413, message: photoMessages.sideTooLong(MAX_IMAGE_SIDE) });
  });

  it('answers what decoding it may hold, less without renditions', async () => {
    const photo = received(await samplePhoneJpeg(4000, 3000, 6), 'jpg');
    const { cost } = await inspectPhoto(photo.path, photo.kind);
    expect(cost).toBe(4000 * 3000 * 3 * 1.5 + 1280 * 1707 * 18);
    expect((await inspectPhoto(photo.path, photo.kind, { renditions: false })).cost).toBe(4000 * 3000 * 3 * 1.5);
  });
});

describe('processPhoto', () => {
  it('stores a phone photo upright, re-encoded as JPEG, with no EXIF, XMP or IPTC in any copy', async () => {
    const original = await samplePhoneJpeg(40, 20, 6);
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('SN-12345678');
    expect(before.xmp).toBeDefined();

    const photo = await process(original, 'jpg');
    expect(photo).toMatchObject({ width: 20, height: 40, full: { kind: { ext: 'jpg' }, width: 20 } });
    for (const output of [photo.full, ...photo.renditions]) {
      const bytes = readFileSync(output.path);
      expect(bytes.includes('SN-12345678')).toBe(false);
      expect(bytes.includes('PhoneMaker')).toBe(false);
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ width: 20, height: 40 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it('makes WebP renditions 480 and 1280 wide of a wider photo, keeping its proportions', async () => {
    const photo = await process(await sampleImage(2000, 1000), 'png');
    expect(photo.renditions.map((rendition) => rendition.width)).toEqual([480, 1280]);
    for (const rendition of photo.renditions) {
      const metadata = await sharp(readFileSync(rendition.path)).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: rendition.width, height: rendition.width / 2 });
      expect(rendition.kind.mime).toBe('image/webp');
    }
    expect(photo.full).toMatchObject({ kind: { ext: 'png' }, width: 2000 });
    expect((await sharp(readFileSync(photo.full.path)).metadata()).format).toBe('png');
  });

  it('never upscales: a photo 300 wide gets one rendition 300 wide', async () => {
    const photo = await process(samplePng(), 'png');
    expect(photo).toMatchObject({ width: 2, height: 2 });
    expect(photo.renditions.map((rendition) => rendition.width)).toEqual([2]);
    const small = await process(await sampleImage(300, 200, 'webp'), 'webp');
    expect(small.renditions.map((rendition) => rendition.width)).toEqual([300]);
    expect((await sharp(readFileSync(small.full.path)).metadata()).format).toBe('webp');
  });

  it('keeps an animated GIF’s frames, in the full-size copy and the renditions', async () => {
    const photo = await process(await sampleAnimatedGif(30, 20), 'gif');
    expect(photo).toMatchObject({ width: 30, height: 20 });
    expect(await sharp(readFileSync(photo.full.path), { animated: true }).metadata()).toMatchObject({ format: 'gif', pages: 2, pageHeight: 20 });
    expect(await sharp(readFileSync(photo.renditions[0]?.path ?? ''), { animated: true }).metadata()).toMatchObject({ format: 'webp', pages: 2 });
  });

  it('stores a HEIF it can decode as JPEG', async () => {
    const heif = received(await sampleDecodableHeif(24, 16), 'heic');
    expect(await sniffFile(heif.path, [HEIC_KIND])).toBe(HEIC_KIND);
    const photo = await processPhoto(heif.path, heif.kind, await inspectPhoto(heif.path, heif.kind), files);
    expect(photo).toMatchObject({ width: 24, height: 16, full: { kind: { ext: 'jpg', mime: 'image/jpeg' } } });
    expect((await sharp(readFileSync(photo.full.path)).metadata()).format).toBe('jpeg');
  });
});

describe('preparePhotos', () => {
  const temporaryFiles = () => readdirSync(files.dir).sort();

  it('prepares a batch in order', async () => {
    const batch = [received(samplePng(), 'png'), received(await sampleImage(600, 400, 'jpeg'), 'jpg')];
    const ready = await preparePhotos(batch, files);
    expect(ready.map((photo) => [photo.width, photo.height])).toEqual([[2, 2], [600, 400]]);
  });

  it('is all or nothing: one refused photo leaves no file made for the others', async () => {
    const batch = [received(await sampleImage(600, 400, 'jpeg'), 'jpg'), received(samplePng(), 'png'), received(sampleBombPng(), 'png')];
    const inputs = temporaryFiles();
    expect(await refusal(preparePhotos(batch, files))).toMatchObject({ status: 413 });
    expect(temporaryFiles()).toEqual(inputs);
  });

  it('refuses a JPEG whose header claims 7000 × 7000 over a few bytes of data with 415, leaving nothing made', async () => {
    const batch = [received(await sampleImage(600, 400, 'jpeg'), 'jpg'), received(await sampleTruncatedJpeg(7000, 7000), 'jpg')];
    const inputs = temporaryFiles();
    expect(await refusal(preparePhotos(batch, files))).toEqual({ status: 415, message: photoMessages.unreadable });
    expect(temporaryFiles()).toEqual(inputs);
  });

  it('makes no renditions when asked not to: an announcement’s image', async () => {
    const [image] = await preparePhotos([received(await samplePhoneJpeg(2000, 1000, 6), 'jpg')], files, { renditions: false });
    expect(image).toMatchObject({ width: 1000, height: 2000, renditions: [], full: { kind: { ext: 'jpg' }, width: 1000 } });
    expect((await sharp(readFileSync(image?.full.path ?? '')).metadata()).exif).toBeUndefined();
  });

  it('removes what it made when a photo fails while decoding', async () => {
    const truncated = (await sampleImage(600, 400, 'png')).subarray(0, 200);
    const batch = [received(await sampleImage(600, 400, 'jpeg'), 'jpg'), received(truncated, 'png')];
    const inputs = temporaryFiles();
    expect(await refusal(preparePhotos(batch, files))).toEqual({ status: 415, message: photoMessages.unreadable });
    expect(temporaryFiles()).toEqual(inputs);
  });
});
