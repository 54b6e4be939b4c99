import { describe, expect, it } from 'vitest';
import { photoMessages } from '../../contract/strings/validation.ts';
import { decodingCost, IMAGE_MEMORY_BUDGET_BYTES, imageRefusal, MAX_IMAGE_ASPECT, MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_SIDE, type ImageHeader } from './image-limits.ts';

/** A phone's photo as its header reads: an opaque 8-bit baseline JPEG, with both renditions to make. */
const photo = (width: number, height: number, more: Partial<ImageHeader> = {}): ImageHeader => ({
  ext: 'jpg',
  width,
  frameHeight: height,
  frames: 1,
  channels: 3,
  bytesPerSample: 1,
  alpha: false,
  progressive: false,
  turned: false,
  renditionWidth: width > 1280 ? 1280 : Math.min(480, width),
  ...more,
});

describe('imageRefusal', () => {
  it.each([
    ['a 12-MP phone photo', photo(4000, 3000)],
    ['a 48-MP phone photo stored sideways', photo(8064, 6048, { turned: true })],
    ['50 MP at 2:1, the pixel limit', photo(10_000, 5_000)],
    ['a phone panorama, 16,000 × 3,100', photo(16_000, 3_100)],
    ['a 1:20 banner as wide as a side may be', photo(MAX_IMAGE_SIDE, Math.ceil(MAX_IMAGE_SIDE / MAX_IMAGE_ASPECT))],
    ['a scrolling phone screenshot, 1170 × 16,000', photo(1170, 16_000, { ext: 'png' })],
    ['a 12-MP WebP', photo(4000, 3000, { ext: 'webp' })],
    ['an animated GIF of 100 frames 480 × 270', photo(480, 270, { ext: 'gif', frames: 100, channels: 4, alpha: true, })],
  ])('lets %s be decoded', (_case, header) => {
    expect(imageRefusal(header)).toBeUndefined();
  });

  it.each([
    ['claiming 100,000 × 100,000 (a decompression bomb)', photo(100_000, 100_000), photoMessages.tooManyPixels(MAX_IMAGE_MEGAPIXELS)],
    ['past 50 MP by one row', photo(10_000, 5_001), photoMessages.tooManyPixels(MAX_IMAGE_MEGAPIXELS)],
    ['of 300 frames of 480 × 360 (52 MP in all)', photo(480, 360, { ext: 'gif', frames: 300 }), photoMessages.tooManyPixels(MAX_IMAGE_MEGAPIXELS)],
    ['49,000,000 × 1 (47.7 KB as a PNG)', photo(49_000_000, 1, { ext: 'png', channels: 1 }), photoMessages.sideTooLong(MAX_IMAGE_SIDE)],
    ['1 × 49,000,000', photo(1, 49_000_000, { ext: 'png', channels: 1 }), photoMessages.sideTooLong(MAX_IMAGE_SIDE)],
    ['a side one pixel past the limit', photo(MAX_IMAGE_SIDE + 1, 2000), photoMessages.sideTooLong(MAX_IMAGE_SIDE)],
    ['a line 16,000 × 1', photo(16_000, 1), photoMessages.tooNarrow(MAX_IMAGE_ASPECT)],
    ['just past 1:20', photo(2001, 100), photoMessages.tooNarrow(MAX_IMAGE_ASPECT)],
    ['a WebP of 7000 × 7000 (1.9 KB lossless)', photo(7000, 7000, { ext: 'webp', channels: 4, alpha: true }), photoMessages.tooCostly],
    ['a progressive JPEG claiming 7000 × 7000', photo(7000, 7000, { progressive: true }), photoMessages.tooCostly],
    ['a 16-bit RGBA PNG of 25 MP', photo(5000, 5000, { ext: 'png', channels: 4, bytesPerSample: 2, alpha: true }), photoMessages.tooCostly],
  ])('refuses an image %s', (_case, header, message) => {
    expect(imageRefusal(header)).toBe(message);
  });

  it('takes exactly 1:20, either way round', () => {
    expect(imageRefusal(photo(2000, 100))).toBeUndefined();
    expect(imageRefusal(photo(100, 2000))).toBeUndefined();
    expect(imageRefusal(photo(100, 2001))).toBe(photoMessages.tooNarrow(MAX_IMAGE_ASPECT));
  });
});

describe('decodingCost', () => {
  it('counts a frame held whole with half as much again, and the widest rendition', () => {
    expect(decodingCost(photo(4000, 3000))).toBe(4000 * 3000 * 3 * 1.5 + 1280 * 960 * 18);
    expect(decodingCost(photo(4000, 3000, { renditionWidth: 0 }))).toBe(4000 * 3000 * 3 * 1.5);
  });

  it('counts the rendition of a photo stored sideways as it stands upright', () => {
    expect(decodingCost(photo(4000, 3000, { turned: true })) - decodingCost(photo(4000, 3000))).toBe((1280 * 1707 - 1280 * 960) * 18);
  });

  it('costs more for 16-bit samples, alpha, progressive JPEG, WebP and HEIF than for the same pixels of a phone JPEG', () => {
    const jpeg = decodingCost(photo(4000, 3000));
    for (const more of [{ bytesPerSample: 2 }, { channels: 4, alpha: true }, { progressive: true }, { ext: 'webp' }, { ext: 'heic' }]) {
      expect(decodingCost(photo(4000, 3000, more))).toBeGreaterThan(jpeg);
    }
  });

  it('counts an animation by its frames, which its encoders keep', () => {
    const oneFrame = decodingCost(photo(480, 270, { ext: 'gif' }));
    expect(decodingCost(photo(480, 270, { ext: 'gif', frames: 100 }))).toBeGreaterThan(10 * oneFrame);
  });

  it('lets a 50-MP phone photo stored sideways, with its renditions, fit in the budget alone', () => {
    expect(decodingCost(photo(8165, 6124, { turned: true }))).toBeLessThanOrEqual(IMAGE_MEMORY_BUDGET_BYTES);
  });
});
