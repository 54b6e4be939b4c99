import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { PhotoSection } from '../../../contract/records/photo-section.ts';
import type { SampleFile } from './content.ts';
import { expect } from './fixtures.ts';

// Photos for the photo pages' tests: real 1600×1200 images, so the gateway makes its 480 and
// 1280 renditions, each a colour of its own, and sections made through the tutor's calls.

const colours = [
  { r: 200, g: 40, b: 40 },
  { r: 40, g: 160, b: 60 },
  { r: 40, g: 80, b: 200 },
  { r: 220, g: 180, b: 30 },
  { r: 140, g: 50, b: 170 },
  { r: 30, g: 170, b: 170 },
];

/** A 1600×1200 photo of one colour (`index` picks it), as JPEG or, every other one, PNG, under `{stem}-{index}`. */
export async function photoFile(stem: string, index: number): Promise<SampleFile> {
  const colour = colours[index % colours.length] ?? { r: 0, g: 0, b: 0 };
  const image = sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } });
  const png = index % 2 === 1;
  const buffer = png ? await image.png().toBuffer() : await image.jpeg({ quality: 80 }).toBuffer();
  const name = `${stem.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${index}.${png ? 'png' : 'jpg'}`;
  return { name, mimeType: png ? 'image/png' : 'image/jpeg', buffer };
}

/** `count` photos of different colours, numbered from `from`. */
export function photoFiles(stem: string, count: number, from = 0): Promise<SampleFile[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => photoFile(stem, from + index)));
}

/** A section made through the tutor's multipart call, as the page sends it: `subject`, then each photo as `files`. */
export async function addSection(request: APIRequestContext, token: string, subject: string, photos: readonly SampleFile[]): Promise<PhotoSection> {
  const form = new FormData();
  form.set('subject', subject);
  for (const photo of photos) form.append('files', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  const response = await request.post('/api/tutor/home/photos', { headers: { Authorization: `Bearer ${token}` }, multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PhotoSection;
}

/** The sections as the tutor's list answers them now. */
export async function tutorSections(request: APIRequestContext, token: string): Promise<PhotoSection[]> {
  const response = await request.get('/api/tutor/home/photos', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as PhotoSection[];
}

/** Every image under /api/uploads the page asks for, as paths (`/api/uploads/…`). */
export function uploadRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/uploads/')) paths.push(pathname);
  });
  return paths;
}

/** Waits until every image on the page has loaded (lazy ones included, once scrolled to). */
export async function imagesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('main img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}
