import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { samplePng } from '../../../gateway/testing/sample-files.ts';
import { uniqueTitle, type SampleFile } from './content.ts';
import { shownDay, today } from './date-picker.ts';
import { expect } from './fixtures.ts';
import { addTutor, apiToken } from './school.ts';

// Announcements and events made through the tutor's API calls, as the pages send them, for
// the tests where the student's pages or the dashboard are what is tested.

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as announcements are sent, and events with a leading space: `Nov 22 2026`. */
export function monthDayYear(day: Date): string {
  return `${shortMonths[day.getUTCMonth()]} ${String(day.getUTCDate()).padStart(2, '0')} ${day.getUTCFullYear()}`;
}

/** A real PNG (2×2 pixels) under a unique name. */
export function pngImage(stem: string): SampleFile {
  return { name: `${stem.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`, mimeType: 'image/png', buffer: samplePng() };
}

/** A new tutor's token, for calls made on the tutor's behalf. */
export async function tutorToken(request: APIRequestContext): Promise<string> {
  return apiToken(request, 'tutor', addTutor());
}

export interface MadeAnnouncement {
  id: string;
  subject: string;
  description: string;
  /** As sent: `Nov 22 2026`. */
  date: string;
  /** As the pages show it: `22 Nov 2026`. */
  shown: string;
  imageUrl: string;
}

/** An announcement of `day` (today unless given) with a PNG, made through the tutor's multipart call. */
export async function announce(request: APIRequestContext, token: string, subject = uniqueTitle('Sports day'), day = today()): Promise<MadeAnnouncement> {
  const record = { subject, description: `Bring your house colours (${subject}).`, date: monthDayYear(day) };
  const response = await request.post('/api/tutor/home/announcements', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { ...record, file: pngImage(subject) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const made = (await response.json()) as { _id: string; imageUrl: string };
  return { ...record, shown: shownDay(day), id: made._id, imageUrl: made.imageUrl };
}

export interface MadeEvent {
  id: string;
  event: string;
  club: string;
  description: string;
  /** As the pages show it: `22 Nov 2026`. */
  shown: string;
}

/** An event on `day` (today unless given), made through the tutor's JSON call with the product's leading space. */
export async function addEvent(request: APIRequestContext, token: string, event = uniqueTitle('Quiz night'), day = today()): Promise<MadeEvent> {
  const record = { event, club: 'Science club', description: `Teams of four (${event}).` };
  const response = await request.post('/api/tutor/home/events', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...record, date: ` ${monthDayYear(day)}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  const made = (await response.json()) as { _id: string };
  return { ...record, id: made._id, shown: shownDay(day) };
}

/** How many students the school has now, as the tutor's students call answers. */
export async function enrolledCount(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/tutor/home/students', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { students: unknown[] }).students.length;
}

/** The row of a table named `table` whose link is `name`. */
export function rowOf(page: Page, table: string, name: string): Locator {
  return page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** The image shown in a record's details, once it has loaded: its pixel width, 0 when it failed. */
export async function loadedWidth(image: Locator): Promise<number> {
  await expect(image).toBeVisible();
  return image.evaluate(async (img: HTMLImageElement) => {
    // decode() settles once the bytes are in: resolved for a picture, rejected for a broken one.
    await img.decode().catch(() => undefined);
    return img.naturalWidth;
  });
}
