import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Days as the date picker shows and reads them out, worked out here independently of the app's
// code: the tests run in UTC (playwright.config.ts), so a day is a Date at 00:00 UTC.

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (value: number) => String(value).padStart(2, '0');

/** Today, as a device whose clock is UTC has it (`now` for a clock the test sets). */
export function today(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function addDays(day: Date, days: number): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days));
}

/** A month away, keeping the date or taking that month's last day (31 March → 28 February), as calendars do. */
export function addMonths(day: Date, months: number): Date {
  const lastOfTarget = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, Math.min(day.getUTCDate(), lastOfTarget)));
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / 86_400_000);
}

/** The field's text: `22/11/2026`. */
export function digits(day: Date): string {
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/** A day read out, and written out on Home and the clock: `Sunday, 22 November 2026`. */
export function inWords(day: Date): string {
  return `${weekdayNames[day.getUTCDay()]}, ${day.getUTCDate()} ${monthNames[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** A day as every list and record shows it, whatever its wire format: `22 Nov 2026`. */
export function shownDay(day: Date): string {
  return `${day.getUTCDate()} ${monthNames[day.getUTCMonth()]?.slice(0, 3)} ${day.getUTCFullYear()}`;
}

/** The calendar's heading: `November 2026`. */
export function monthHeading(day: Date): string {
  return `${monthNames[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** The button beside the field: 'Choose date' while the field names no day, 'Change date, …' once it does. */
export function calendarButton(page: Page, day?: Date): Locator {
  return page.getByRole('button', { name: day ? `Change date, ${inWords(day)}` : 'Choose date', exact: true });
}

/** The open calendar (a popover or a dialog, both named 'Choose date'). */
export function calendar(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Choose date' });
}

/** One day of the open calendar's grid. */
export function dayCell(page: Page, day: Date): Locator {
  return calendar(page).getByRole('grid', { name: monthHeading(day) }).getByRole('gridcell', { name: inWords(day), exact: true });
}

/** The calendar shows `day`'s month and `day` has the keyboard focus. */
export async function expectFocusedDay(page: Page, day: Date): Promise<void> {
  await expect(calendar(page).getByRole('heading', { name: monthHeading(day), exact: true })).toBeVisible();
  await expect(dayCell(page, day)).toBeFocused();
}

/** Presses `key` on the focused day and expects the focus to land on `day`. */
export async function pressTo(page: Page, key: string, day: Date): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusedDay(page, day);
}
