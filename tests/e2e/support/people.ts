import { randomBytes, randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { newAccount, type Account } from './school.ts';

// Steps on the pages about people (the tutor's Students, both Profiles). The words are written
// in the specs themselves, as the product specification words them, not read from src/strings.

/** An account whose name no other test uses, so its row is found in a school other tests share. */
export function uniquePerson(first = 'kiran'): Account {
  return newAccount(`${first} ${randomBytes(3).toString('hex')}`);
}

/** A name as the product shows it (spec §3): its first letter capitalised. */
export function shownName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A form's text field by its label. */
export function field(page: Page, name: string): Locator {
  return page.getByRole('textbox', { name, exact: true });
}

/** The details shown (a profile, a student's details): each label and its value, in order. */
export async function expectFacts(page: Page, facts: Record<string, string | RegExp>): Promise<void> {
  await expect(page.getByRole('term')).toHaveText(Object.keys(facts));
  await expect(page.getByRole('definition')).toHaveText(Object.values(facts));
}

/** A field's message is shown under it and read out with it (two fields may say the same words). */
export async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const input = field(page, label);
  await expect(input).toHaveAccessibleDescription(message);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy}"]`)).toBeVisible();
}

/** Whether the page fits a phone's width: nothing scrolls the page sideways. */
export async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * A second person's phone beside the test's own page: a browser context of its own (its own
 * stored token), 360 px wide, reaching the server from an address of its own.
 */
export async function anotherPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  return { context, page: await context.newPage() };
}

/** Records every call to `path` other than a read, as `METHOD body`, to show what was (or was not) sent. */
export function changesSentTo(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(path) && request.method() !== 'GET') sent.push(`${request.method()} ${request.postData()}`);
  });
  return sent;
}

/** Closes a toast as a person would, so it covers nothing of the page checked next. */
export async function dismissToast(page: Page, message: string): Promise<void> {
  const shown = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: message });
  await shown.getByRole('button', { name: 'Close toast' }).click();
  await expect(shown).toBeHidden();
}
