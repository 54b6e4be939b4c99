import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { inWords, monthHeading } from './date-picker.ts';
import { expect } from './fixtures.ts';
import { addTutor, makeAdmin, newAccount, signUpStudent, type Account } from './school.ts';

// Attendance as the pages show it and the API takes it, worked out here independently of the
// app's code. Days are Dates at 00:00 UTC, as in support/date-picker.ts.

const shortWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

export const tutorPage = '/tutor/home/attendence';
export const studentPage = '/student/home/attendence';

/** A day of 2025 (month 1…12): far from the real days other tests date things on. */
export function day2025(month: number, date: number): Date {
  return new Date(Date.UTC(2025, month - 1, date));
}

/** The day in the address: `2025-06-10`. */
export function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** The day as the API carries it: `Tue Jun 10 2025`. */
export function recordDate(day: Date): string {
  return `${shortWeekdays[day.getUTCDay()]} ${shortMonths[day.getUTCMonth()]} ${pad(day.getUTCDate())} ${day.getUTCFullYear()}`;
}

/** A student with a first name no other test uses, so the day's list names only them. */
export interface Pupil extends Account {
  id: string;
  /** As the pages show them: `Kiran4f2a1c rao`. */
  fullName: string;
  /** As the product's own list names them (`selectedRows`): `Kiran4f2a1c`. */
  listed: string;
}

/** Signs up a student called `{first}{random} rao` and finds their id in the tutor's list. `dataFolder`: a school of the spec's own. */
export async function signUpPupil(request: APIRequestContext, tutorToken: string, first: string, dataFolder?: string): Promise<Pupil> {
  const account = await signUpStudent(request, newAccount(`${first}${randomBytes(3).toString('hex')} rao`), dataFolder);
  const response = await request.get('/api/tutor/home/students', { headers: { Authorization: `Bearer ${tutorToken}` } });
  expect(response.status()).toBe(200);
  const { students } = (await response.json()) as { students: { _id: string; email: string }[] };
  const id = students.find((student) => student.email === account.email)?._id;
  expect(id, `${account.email} in the tutor's list`).toBeDefined();
  const fullName = account.fname.charAt(0).toUpperCase() + account.fname.slice(1);
  return { ...account, id: id as string, fullName, listed: fullName.split(' ')[0] as string };
}

/** Marks `day`'s absentees through the API, as the page sends them. */
export async function markByApi(request: APIRequestContext, tutorToken: string, day: Date, pupils: readonly Pupil[]): Promise<void> {
  const response = await request.post('/api/tutor/home/attendence', {
    headers: { Authorization: `Bearer ${tutorToken}` },
    data: { absentees: { selectedRows: pupils.map(({ listed }) => listed), date: recordDate(day), studentIds: pupils.map(({ id }) => id) } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The page's calendar grid, named by the month it shows. */
export function grid(page: Page, day: Date): Locator {
  return page.getByRole('grid', { name: monthHeading(day) });
}

/** A day of the calendar, read out as its date and then what the page adds: `Tuesday 10 June 2025, Absent`. */
export function gridDay(page: Page, day: Date, description?: string): Locator {
  const name = description ? `${inWords(day)}, ${description}` : new RegExp(`^${inWords(day)}(, .+)?$`);
  return grid(page, day).getByRole('gridcell', { name, exact: true });
}

/** Another user's session in the same tab: the page's checks (axe, the policy) go on as before. */
export async function switchTo(page: Page, token: string): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

/** A new tutor who is one of the school's admins. */
export function addAdmin(): Account {
  return makeAdmin(addTutor(newAccount(`head${randomBytes(3).toString('hex')} rao`)));
}

/** The id of the account a token is for (its `aud`). */
export function idOfToken(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { aud: string }).aud;
}

/** A class made and filled through the API, as an admin does it: its id. */
export async function classWithRoster(request: APIRequestContext, adminToken: string, name: string, tutorIds: readonly string[], pupils: readonly Pupil[]): Promise<string> {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const created = await request.post('/api/tutor/home/classes', { headers, data: { name, tutorIds } });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  const roster = await request.put(`/api/tutor/home/classes/${id}/students`, { headers, data: { studentIds: pupils.map((pupil) => pupil.id) } });
  expect(roster.status(), await roster.text()).toBe(200);
  return id;
}

/** Takes a class's register through the API, as the page sends it: the exceptions only. */
export async function takeByApi(request: APIRequestContext, tutorToken: string, classId: string, day: Date, entries: readonly { pupil: Pupil; status: string; note?: string }[]): Promise<void> {
  const response = await request.put(`/api/tutor/home/classes/${classId}/register/${isoDay(day)}`, {
    headers: { Authorization: `Bearer ${tutorToken}` },
    data: { entries: entries.map(({ pupil, status, note }) => ({ studentId: pupil.id, status, ...(note ? { note } : {}) })) },
  });
  expect(response.status(), await response.text()).toBe(200);
}
