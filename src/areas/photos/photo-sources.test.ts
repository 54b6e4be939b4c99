import { describe, expect, it } from 'vitest';
import type { PhotoFile } from '../../../contract/records/photo-section.ts';
import { largePhoto, photoSrcSet, photoUrl } from './photo-sources.ts';

const photo: PhotoFile = {
  filePath: 'uploads/a.jpg',
  fileName: 'Sports day.jpg',
  width: 1600,
  height: 1200,
  renditions: [
    { width: 480, filePath: 'uploads/a-480.webp' },
    { width: 1280, filePath: 'uploads/a-1280.webp' },
  ],
};

describe('the copies of a photo', () => {
  it('serves each from the API base', () => {
    expect(photoUrl('uploads/a.jpg')).toBe('/api/uploads/a.jpg');
  });

  it('offers the renditions, then the original, with their widths', () => {
    expect(photoSrcSet(photo)).toBe('/api/uploads/a-480.webp 480w, /api/uploads/a-1280.webp 1280w, /api/uploads/a.jpg 1600w');
  });

  it('offers an original as narrow as a rendition once', () => {
    const small = { ...photo, width: 480, height: 360, renditions: [{ width: 480, filePath: 'uploads/a-480.webp' }] };
    expect(photoSrcSet(small)).toBe('/api/uploads/a-480.webp 480w');
  });

  it('shows the 1280 rendition large, at its own height', () => {
    expect(largePhoto(photo)).toEqual({ url: '/api/uploads/a-1280.webp', width: 1280, height: 960 });
  });

  it('shows a photo between 480 and 1280 wide at its full size, not as its 480 rendition', () => {
    const screenshot = { ...photo, width: 1080, height: 720, renditions: [{ width: 480, filePath: 'uploads/a-480.webp' }] };
    expect(largePhoto(screenshot)).toEqual({ url: '/api/uploads/a.jpg', width: 1080, height: 720 });
  });

  it('shows the narrowest copy when none is as narrow as asked', () => {
    expect(largePhoto(photo, 300)).toEqual({ url: '/api/uploads/a-480.webp', width: 480, height: 360 });
  });

  it('shows the original large when no rendition was made (a small image is never upscaled)', () => {
    expect(largePhoto({ ...photo, width: 400, height: 300, renditions: [] })).toEqual({ url: '/api/uploads/a.jpg', width: 400, height: 300 });
  });
});
