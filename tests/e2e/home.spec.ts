import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { expectQuery, uniqueTitle, viewHeading } from './support/content.ts';
import { addDays, today } from './support/date-picker.ts';
import { addEvent, announce, enrolledCount, loadedWidth, type MadeAnnouncement, type MadeEvent } from './support/notices.ts';
import { addTutor, apiToken, logInWithFiles, signUpStudent, storeToken } from './support/school.ts';

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A day written out as Home and the clock show it: `Sunday, 22 November 2026`. */
function longDate(day: Date): string {
  return `${weekdayNames[day.getUTCDay()]}, ${day.getUTCDate()} ${monthNames[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

const todayList = (page: Page, name: 'Announcements Today' | 'Events Today') => page.getByRole('list', { name, exact: true });

/** Opens `title` from a list of today's records, checks its details with `check`, and comes back with Back. */
async function openFromToday(page: Page, list: Locator, heading: string, area: string, record: { id: string; title: string }, check: () => Promise<void>) {
  const path = new URL(page.url()).pathname;
  await list.getByRole('link', { name: record.title, exact: true }).click();
  await expectQuery(page, path, { area, id: record.id });
  // On the Dashboard the clock and the count stay above the details, so the details' heading is found by its name.
  const title = page.getByRole('heading', { level: 2, name: record.title, exact: true });
  await expect(title).toBeFocused();
  await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(0);
  await check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectQuery(page, path, {});
  // The list it came from takes the focus back at its heading.
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeFocused();
  await expect(list.getByRole('link', { name: record.title, exact: true })).toBeVisible();
}

async function expectEventDetails(page: Page, event: MadeEvent) {
  await expect(page.getByText(`Conducted by: ${event.club}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Date: ${event.shown}`, { exact: true })).toBeVisible();
  await expect(page.getByText(event.description, { exact: true })).toBeVisible();
}

async function expectAnnouncementDetails(page: Page, announcement: MadeAnnouncement) {
  await expect(page.getByText(`Announced on: ${announcement.shown}`, { exact: true })).toBeVisible();
  await expect(page.getByText(announcement.description, { exact: true })).toBeVisible();
  const image = page.getByRole('img', { name: `Image attached to "${announcement.subject}"`, exact: true });
  expect(await loadedWidth(image), 'the image loaded').toBeGreaterThan(0);
}

test.describe("the student's Home", () => {
  test("shows today's date and today's announcements and events, each opening its details", async ({ page, request }) => {
    const token = await apiToken(request, 'tutor', addTutor());
    const day = today();
    const announcement = await announce(request, token);
    const yesterdays = await announce(request, token, uniqueTitle('Library closed'), addDays(day, -1));
    const event = await addEvent(request, token);
    const tomorrows = await addEvent(request, token, uniqueTitle('Field trip'), addDays(day, 1));
    await logInWithFiles(page, 'student', await signUpStudent(request));

    await page.goto('/student/home/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
    await expect(page.getByText(longDate(day), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Due soon', 'Overdue', 'Announcements Today', 'Events Today']);
    const announcements = todayList(page, 'Announcements Today');
    const events = todayList(page, 'Events Today');
    await expect(announcements.getByRole('link', { name: announcement.subject, exact: true })).toBeVisible();
    await expect(events.getByRole('link', { name: event.event, exact: true })).toBeVisible();
    // Only today's, each in its own list.
    await expect(page.getByRole('link', { name: yesterdays.subject })).toHaveCount(0);
    await expect(page.getByRole('link', { name: tomorrows.event })).toHaveCount(0);
    await expect(announcements.getByRole('link', { name: event.event })).toHaveCount(0);
    await expect(events.getByRole('link', { name: announcement.subject })).toHaveCount(0);

    await openFromToday(page, announcements, 'Announcements Today', 'announcements', { id: announcement.id, title: announcement.subject }, () =>
      expectAnnouncementDetails(page, announcement),
    );
    await openFromToday(page, events, 'Events Today', 'events', { id: event.id, title: event.event }, () => expectEventDetails(page, event));

    // A reload keeps a record open; the browser's Back leaves it.
    await announcements.getByRole('link', { name: announcement.subject, exact: true }).click();
    await page.reload();
    await expectQuery(page, '/student/home/home', { area: 'announcements', id: announcement.id });
    await expect(viewHeading(page)).toHaveText(announcement.subject);
    await expectAnnouncementDetails(page, announcement);
    await page.goBack();
    await expectQuery(page, '/student/home/home', {});
    await expect(announcements.getByRole('link', { name: announcement.subject, exact: true })).toBeVisible();
  });

  test('says so when nothing is announced or held on the device’s day', async ({ page, request }) => {
    await storeToken(page, await apiToken(request, 'student', await signUpStudent(request)));
    // A day in the past that no test dates anything on, on which the token is still valid (see tasks.spec.ts).
    await page.clock.setFixedTime(new Date('2021-03-05T10:00:00Z'));
    await page.goto('/student/home/home');
    await expect(page.getByText('Friday, 5 March 2021', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Due soon', 'Overdue', 'Announcements Today', 'Events Today']);
    await expect(page.getByText('No announcements today.', { exact: true })).toBeVisible();
    await expect(page.getByText('No events today.', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("the tutor's Dashboard", () => {
  const studentsCard = (page: Page) => page.getByRole('region', { name: 'Total Number of Students Enrolled', exact: true });

  test('counts the students enrolled and lists today’s events', async ({ page, request }) => {
    const token = await logInWithFiles(page, 'tutor', addTutor());
    const before = await enrolledCount(request, token);
    await signUpStudent(request);
    await signUpStudent(request);
    const day = today();
    const event = await addEvent(request, token);
    const tomorrows = await addEvent(request, token, uniqueTitle('Field trip'), addDays(day, 1));

    await page.goto('/tutor/home/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    const card = studentsCard(page);
    await expect(card.getByRole('heading', { name: 'Total Number of Students Enrolled' })).toBeVisible();
    const count = card.getByText(/^\d+$/);
    await expect(count).toBeVisible();
    const shown = Number(await count.innerText());
    // Other tests sign students up on the same server meanwhile: the count is at least ours, at most what the server has now.
    expect(shown).toBeGreaterThanOrEqual(before + 2);
    expect(shown).toBeLessThanOrEqual(await enrolledCount(request, token));

    await expect(page.getByRole('region', { name: 'Time now', exact: true })).toBeVisible();
    const events = todayList(page, 'Events Today');
    await expect(events.getByRole('link', { name: event.event, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: tomorrows.event })).toHaveCount(0);
    await openFromToday(page, events, 'Events Today', 'events', { id: event.id, title: event.event }, () => expectEventDetails(page, event));

    await card.getByRole('link', { name: 'See more students', exact: true }).click();
    await expect(page).toHaveURL('/tutor/home/students');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Students');
  });

  test('its 12-hour clock advances each second; a day with no events says so', async ({ page, request }) => {
    await storeToken(page, await apiToken(request, 'tutor', addTutor()));
    // Before the token was made, so within its lifetime; a day no test dates an event on.
    await page.clock.install({ time: new Date('2021-03-05T11:59:00Z') });
    await page.goto('/tutor/home/home');
    const clock = page.getByRole('region', { name: 'Time now', exact: true });
    await expect(clock).toBeVisible();
    await expect(page.getByText('No events today.', { exact: true })).toBeVisible();

    await page.clock.pauseAt(new Date('2021-03-05T11:59:58Z'));
    await expect(clock.getByText('11:59:58 am', { exact: true })).toBeVisible();
    await expect(clock.getByText('Friday, 5 March 2021', { exact: true })).toBeVisible();
    // The seconds are for the eye; a screen reader hears the minute.
    await expect(clock.getByText('11:59:58 am', { exact: true })).toHaveAttribute('aria-hidden', 'true');
    await expect(clock.getByText('11:59 am', { exact: true })).toHaveAttribute('aria-live', 'polite');

    await page.clock.runFor(1000);
    await expect(clock.getByText('11:59:59 am', { exact: true })).toBeVisible();
    await page.clock.runFor(1000);
    await expect(clock.getByText('12:00:00 pm', { exact: true })).toBeVisible();
    await expect(clock.getByText('12:00 pm', { exact: true })).toHaveAttribute('aria-live', 'polite');
    await expect(clock.getByText('11:59 am', { exact: true })).toHaveCount(0);
    // Time flows again for the checks at the end of the test.
    await page.clock.resume();
    await expectAccessible(page);
  });

  test('a count that fails to load says why in its card and offers Retry, which loads it', async ({ page, request }) => {
    const token = await apiToken(request, 'tutor', addTutor());
    await storeToken(page, token);
    const before = await enrolledCount(request, token);
    let failures = 0;
    await page.route('**/api/tutor/home/students', async (route) => {
      if (failures++ > 0) return route.fallback();
      await route.fulfill({ status: 500, contentType: 'application/json', json: { message: 'The school server is taking a break.' } });
    });

    await page.goto('/tutor/home/home');
    const card = studentsCard(page);
    const alert = card.getByRole('alert');
    await expect(alert).toHaveText(/The school server is taking a break\./);
    await expect(alert.getByRole('button', { name: 'Retry', exact: true })).toBeVisible();
    // The rest of the dashboard is not held up by it.
    await expect(page.getByRole('heading', { name: 'Events Today', exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'See more students', exact: true })).toBeVisible();
    await expectAccessible(page);

    const reloaded = page.waitForResponse('**/api/tutor/home/students');
    await alert.getByRole('button', { name: 'Retry', exact: true }).click();
    expect((await reloaded).status()).toBe(200);
    await expect(alert).toBeHidden();
    const shown = Number(await card.getByText(/^\d+$/).innerText());
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(await enrolledCount(request, token));
    expect(failures).toBe(2);
  });
});
