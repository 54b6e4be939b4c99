import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { expectQuery, toast, uniqueTitle, viewHeading } from './support/content.ts';
import {
  addDays,
  addMonths,
  calendar,
  calendarButton,
  dayCell,
  daysBetween,
  digits,
  expectFocusedDay,
  pressTo,
  shownDay,
  today,
} from './support/date-picker.ts';
import { addEvent, monthDayYear, rowOf, tutorToken } from './support/notices.ts';
import { addTutor, apiToken, logInWithFiles, signUpStudent, storeToken } from './support/school.ts';

// The words are the product specification's (§2), 'Show all event' and the delete question included.
const path = '/tutor/home/events';
const allTable = 'All events';
const impossibleDate = 'The date must be a real day written like 22/11/2026';

interface EventFields {
  event: string;
  club: string;
  description: string;
}

const newEvent = (): EventFields => {
  const event = uniqueTitle('Science fair');
  return { event, club: 'Science club', description: `Projects in the main hall (${event}).` };
};

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The home view: the form 'New event', empty, and the way to all. */
async function expectFormView(page: Page) {
  await expectQuery(page, path, {});
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
  await expect(viewHeading(page)).toHaveText('New event');
  await expect(field(page, 'Event')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Show all event', exact: true })).toBeEnabled();
}

async function expectAllView(page: Page) {
  await expectQuery(page, path, { mode: 'all' });
  await expect(viewHeading(page)).toHaveText(allTable);
  await expect(page.getByRole('table', { name: allTable }).getByRole('columnheader')).toHaveText(['Date', 'Club', 'Event', 'For', 'Edit', 'Delete']);
}

/** An event's row in a table: its date and club, then its name. */
async function expectRow(page: Page, table: string, event: EventFields, day: Date) {
  const row = rowOf(page, table, event.event);
  await expect(row.getByRole('cell').nth(0)).toHaveText(shownDay(day));
  await expect(row.getByRole('cell').nth(1)).toHaveText(event.club);
}

/** The details both roles read: the event, 'Conducted by', 'Date' and the description. */
async function expectDetails(page: Page, event: EventFields, day: Date) {
  await expect(viewHeading(page)).toHaveText(event.event);
  await expect(page.getByText(`Conducted by: ${event.club}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Date: ${shownDay(day)}`, { exact: true })).toBeVisible();
  await expect(page.getByText(event.description, { exact: true })).toBeVisible();
}

/** Fills the three texts of the new-event form. */
async function fillTexts(page: Page, event: EventFields) {
  await field(page, 'Event').fill(event.event);
  await field(page, 'Conducted by').fill(event.club);
  await field(page, 'Description').fill(event.description);
}

/** Saves the new-event form and expects the save to be said and the form emptied. */
async function saveNew(page: Page, submit: () => Promise<void>) {
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api${path}`) && response.request().method() === 'POST');
  await submit();
  expect((await saved).status()).toBe(201);
  await expect(toast(page, 'Event saved')).toBeVisible();
  await expectFormView(page);
  await expect(field(page, 'Event')).toHaveValue('');
  await expect(field(page, 'Date')).toHaveValue('');
  await expect(calendarButton(page)).toBeVisible();
}

/** Records every call that would send an event, to show that none was made. */
function sentEvents(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/api${path}`) && request.method() !== 'GET') sent.push(`${request.method()} ${request.postData()}`);
  });
  return sent;
}

test.describe('a tutor manages events', () => {
  test('adds one dated today with the mouse, reads it, edits it with a typed date and deletes it', async ({ page }) => {
    await logInWithFiles(page, 'tutor', addTutor());
    const event = newEvent();
    const day = today();

    await page.goto(path);
    await expectFormView(page);
    await expect(field(page, 'Date')).toHaveAccessibleDescription('DD/MM/YYYY');
    await fillTexts(page, event);

    // The calendar opens under the field on today, today marked; a click on a day fills the field.
    await calendarButton(page).click();
    await expect(calendar(page)).toBeVisible();
    await expectFocusedDay(page, day);
    await expect(dayCell(page, day)).toHaveAttribute('aria-current', 'date');
    await expectAccessible(page);
    await dayCell(page, day).click();
    await expect(calendar(page)).toBeHidden();
    await expect(field(page, 'Date')).toHaveValue(digits(day));
    await expect(calendarButton(page, day)).toBeVisible();
    await saveNew(page, () => page.getByRole('button', { name: 'Save', exact: true }).click());

    // All: its date, club and name; Back leads home.
    await page.getByRole('button', { name: 'Show all event', exact: true }).click();
    await expectAllView(page);
    await expect(viewHeading(page)).toBeFocused();
    await expectRow(page, allTable, event, day);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectFormView(page);
    await page.getByRole('button', { name: 'Show all event', exact: true }).click();
    await expectAllView(page);

    // Details; Back returns to all.
    const row = rowOf(page, allTable, event.event);
    await row.getByRole('link', { name: event.event, exact: true }).click();
    const id = new URL(page.url()).searchParams.get('id') as string;
    await expectQuery(page, path, { mode: 'details', id });
    await expectDetails(page, event, day);
    await expect(viewHeading(page)).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectAllView(page);

    // Edit, prefilled; Back returns to all unchanged.
    await row.getByRole('button', { name: `Edit: ${event.event}`, exact: true }).click();
    await expectQuery(page, path, { mode: 'edit', id });
    await expect(viewHeading(page)).toHaveText('Edit event');
    await expect(field(page, 'Change subject')).toHaveValue(event.event);
    await expect(field(page, 'Change club')).toHaveValue(event.club);
    await expect(field(page, 'Description')).toHaveValue(event.description);
    await expect(field(page, 'Date')).toHaveValue(digits(day));
    await expect(calendarButton(page, day)).toBeVisible();
    await expectAccessible(page);
    await field(page, 'Change club').fill('Drama club');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectAllView(page);
    await expectRow(page, allTable, event, day);

    // A typed date works as a picked one: the calendar opens on it, selected.
    const changed = { event: `${event.event} (finals)`, club: 'Robotics club', description: 'Finals in the gym.' };
    const later = addDays(day, 40);
    await row.getByRole('button', { name: `Edit: ${event.event}`, exact: true }).click();
    await expect(field(page, 'Change subject')).toHaveValue(event.event);
    await field(page, 'Change subject').fill(changed.event);
    await field(page, 'Change club').fill(changed.club);
    await field(page, 'Description').fill(changed.description);
    await field(page, 'Date').fill(digits(later));
    await expect(calendarButton(page, later)).toBeVisible();
    await calendarButton(page, later).click();
    await expectFocusedDay(page, later);
    await expect(dayCell(page, later)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(calendar(page)).toBeHidden();
    await expect(field(page, 'Date')).toHaveValue(digits(later));
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(toast(page, 'Event updated')).toBeVisible();
    await expectAllView(page);
    await expectRow(page, allTable, changed, later);
    await expect(rowOf(page, allTable, event.event)).toHaveCount(0);
    const changedRow = rowOf(page, allTable, changed.event);
    await changedRow.getByRole('link', { name: changed.event, exact: true }).click();
    await expectDetails(page, changed, later);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectAllView(page);

    // Delete: Cancel returns to all with nothing changed; Ok deletes it.
    const remove = changedRow.getByRole('button', { name: `Delete: ${changed.event}`, exact: true });
    await remove.click();
    const question = page.getByRole('dialog', { name: `the following announcement would be deleted permanently: ${changed.event}` });
    await expect(question).toBeVisible();
    await expectQuery(page, path, { mode: 'delete', id });
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(question).toBeHidden();
    await expectAllView(page);
    await expect(changedRow).toHaveCount(1);
    await expect(remove).toBeFocused();

    await remove.click();
    await question.getByRole('button', { name: 'Ok', exact: true }).click();
    await expect(toast(page, 'Event deleted')).toBeVisible();
    await expect(question).toBeHidden();
    await expect(changedRow).toHaveCount(0);
    await expectQuery(page, path, { mode: 'all' });
    await page.reload();
    await expect(viewHeading(page)).toHaveText(allTable);
    await expect(page.getByRole('link', { name: changed.event, exact: true })).toHaveCount(0);
  });

  test('picks today with the keyboard only; Escape closes the calendar without a change', async ({ page }) => {
    await logInWithFiles(page, 'tutor', addTutor());
    const event = newEvent();
    const day = today();
    await page.goto(path);
    await expectFormView(page);

    await field(page, 'Event').focus();
    await page.keyboard.type(event.event);
    await page.keyboard.press('Tab');
    await expect(field(page, 'Conducted by')).toBeFocused();
    await page.keyboard.type(event.club);
    await page.keyboard.press('Tab');
    await page.keyboard.type(event.description);
    await page.keyboard.press('Tab');
    await expect(field(page, 'Date')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(calendarButton(page)).toBeFocused();

    // Enter opens the calendar on today; the keys move a day, a week, a month, a year and to the week's ends.
    await page.keyboard.press('Enter');
    await expect(calendar(page)).toBeVisible();
    await expectFocusedDay(page, day);
    await expectAccessible(page);
    await pressTo(page, 'ArrowRight', addDays(day, 1));
    await pressTo(page, 'ArrowLeft', day);
    await pressTo(page, 'ArrowDown', addDays(day, 7));
    await pressTo(page, 'ArrowUp', day);
    const nextMonth = addMonths(day, 1);
    await pressTo(page, 'PageDown', nextMonth);
    let focused = addMonths(nextMonth, -1);
    await pressTo(page, 'PageUp', focused);
    const lastYear = addMonths(focused, -12);
    await pressTo(page, 'Shift+PageUp', lastYear);
    focused = addMonths(lastYear, 12);
    await pressTo(page, 'Shift+PageDown', focused);
    // ISO weeks: Monday to Sunday.
    const weekday = (focused.getUTCDay() + 6) % 7;
    await pressTo(page, 'Home', addDays(focused, -weekday));
    focused = addDays(focused, 6 - weekday);
    await pressTo(page, 'End', focused);
    // Back to today a day at a time (a month's end may have moved it a day or three).
    for (let left = daysBetween(focused, day); left !== 0; left += left > 0 ? -1 : 1) {
      focused = addDays(focused, left > 0 ? 1 : -1);
      await pressTo(page, left > 0 ? 'ArrowRight' : 'ArrowLeft', focused);
    }

    // Enter picks it: the field reads today and the focus is back on the button, which names the day.
    await page.keyboard.press('Enter');
    await expect(calendar(page)).toBeHidden();
    await expect(field(page, 'Date')).toHaveValue(digits(day));
    await expect(calendarButton(page, day)).toBeFocused();

    // Escape closes it again without a change, the focus back on the button.
    await page.keyboard.press('Enter');
    await expectFocusedDay(page, day);
    await expect(dayCell(page, day)).toHaveAttribute('aria-selected', 'true');
    await pressTo(page, 'ArrowRight', addDays(day, 1));
    await page.keyboard.press('Escape');
    await expect(calendar(page)).toBeHidden();
    await expect(field(page, 'Date')).toHaveValue(digits(day));
    await expect(calendarButton(page, day)).toBeFocused();

    // Tab past who it is for (the whole school, as chosen) to Save, Enter.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Whole school', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
    await saveNew(page, () => page.keyboard.press('Enter'));

    await page.getByRole('button', { name: 'Show all event', exact: true }).click();
    await expectAllView(page);
    await expectRow(page, allTable, event, day);
  });

  test("the calendar opens on the device's own day and keeps to real days at a month's end", async ({ page }) => {
    await logInWithFiles(page, 'tutor', addTutor());
    // Not the real day (which may well be the messages' example day), within the token's lifetime.
    const deviceDay = new Date(Date.UTC(2024, 2, 31));
    await page.clock.setFixedTime(new Date('2024-03-31T10:00:00Z'));
    await page.goto(path);
    await expectFormView(page);
    await calendarButton(page).click();
    await expectFocusedDay(page, deviceDay);
    await expect(dayCell(page, deviceDay)).toHaveAttribute('aria-current', 'date');
    // A month back from 31 March is the leap year's 29 February; a year on from there, 28 February.
    await pressTo(page, 'PageUp', new Date(Date.UTC(2024, 1, 29)));
    await pressTo(page, 'Shift+PageDown', new Date(Date.UTC(2025, 1, 28)));
    await page.keyboard.press('Enter');
    await expect(field(page, 'Date')).toHaveValue('28/02/2025');
    await expect(calendarButton(page, new Date(Date.UTC(2025, 1, 28)))).toBeFocused();
  });

  test('an impossible typed date (31/02/2026) is said so and nothing is sent; a real one saves', async ({ page }) => {
    await logInWithFiles(page, 'tutor', addTutor());
    const event = newEvent();
    const day = addDays(today(), 3);
    await page.goto(path);
    await expectFormView(page);
    const sent = sentEvents(page);

    // Left empty, every field says so.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(field(page, 'Event')).toHaveAccessibleDescription('Event is required');
    await expect(field(page, 'Conducted by')).toHaveAccessibleDescription('Club is required');
    await expect(field(page, 'Date')).toHaveAccessibleDescription('DD/MM/YYYY Date is required');
    await expect(field(page, 'Description')).toHaveAttribute('aria-invalid', 'true');

    await fillTexts(page, event);
    await field(page, 'Date').fill('31/02/2026');
    // Not a day: the button offers to choose one.
    await expect(calendarButton(page)).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(field(page, 'Date')).toHaveAccessibleDescription(`DD/MM/YYYY ${impossibleDate}`);
    await expect(page.getByText(impossibleDate, { exact: true })).toBeVisible();
    await expect(field(page, 'Event')).toHaveValue(event.event);
    await expectAccessible(page);
    expect(sent).toEqual([]);

    // Typed, not picked: the field's own text is the date.
    await field(page, 'Date').fill(digits(day));
    await expect(page.getByText(impossibleDate, { exact: true })).toBeHidden();
    await expect(calendarButton(page, day)).toBeVisible();
    await saveNew(page, () => page.getByRole('button', { name: 'Save', exact: true }).click());
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.replace(/^POST /, '') ?? '{}')).toEqual({ ...event, date: ` ${monthDayYear(day)}`, classes: [] });
  });

  test('an address opening details, edit or delete leads Back (or Cancel) to all, as spec §4 has it', async ({ page, request }) => {
    const token = await logInWithFiles(page, 'tutor', addTutor());
    const event = await addEvent(request, token);
    for (const mode of ['details', 'edit'] as const) {
      await page.goto(`${path}?mode=${mode}&id=${event.id}`);
      await expect(viewHeading(page)).toHaveText(mode === 'edit' ? 'Edit event' : event.event);
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expectAllView(page);
      await expect(rowOf(page, allTable, event.event)).toHaveCount(1);
    }
    await page.goto(`${path}?mode=delete&id=${event.id}`);
    const question = page.getByRole('dialog', { name: `the following announcement would be deleted permanently: ${event.event}` });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectAllView(page);
    await expect(rowOf(page, allTable, event.event)).toHaveCount(1);
  });

  test('all lists the coming events first, the soonest at the top, then the past ones, marked so', async ({ page, request }) => {
    const token = await logInWithFiles(page, 'tutor', addTutor());
    const day = today();
    const past = await addEvent(request, token, uniqueTitle('Science fair'), addDays(day, -3));
    const later = await addEvent(request, token, uniqueTitle('Debate'), addDays(day, 5));
    const sooner = await addEvent(request, token, uniqueTitle('Art show'), addDays(day, 1));
    await page.goto(`${path}?mode=all`);
    await expectAllView(page);
    await expect(rowOf(page, allTable, past.event).getByRole('cell').nth(0)).toHaveText(`${shownDay(addDays(day, -3))} (past)`);
    await expect(rowOf(page, allTable, sooner.event).getByRole('cell').nth(0)).toHaveText(shownDay(addDays(day, 1)));
    const names = await page.getByRole('table', { name: allTable }).getByRole('rowheader').allInnerTexts();
    expect(names.indexOf(sooner.event)).toBeLessThan(names.indexOf(later.event));
    expect(names.indexOf(later.event)).toBeLessThan(names.indexOf(past.event));
    await expectAccessible(page);
  });
});

test.describe('with a coarse pointer, as on a phone at 360 px', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test('the calendar opens as a modal dialog, passes the checks, and a tap on a day fills the field', async ({ page, request }) => {
    await storeToken(page, await apiToken(request, 'tutor', addTutor()));
    const day = addDays(today(), 1);
    await page.goto(path);
    await expectFormView(page);
    expect(await page.evaluate(() => [matchMedia('(pointer: fine)').matches, matchMedia('(pointer: coarse)').matches])).toEqual([false, true]);

    await calendarButton(page).tap();
    const dialog = calendar(page);
    await expect(dialog).toBeVisible();
    // A dialog over the page: its title shows, and the page behind it is out of reach.
    await expect(dialog.getByRole('heading', { name: 'Choose date', exact: true })).toBeVisible();
    await expect(field(page, 'Event')).toHaveCount(0);
    await expectFocusedDay(page, today());
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);

    await dayCell(page, day).tap();
    await expect(dialog).toBeHidden();
    await expect(field(page, 'Date')).toHaveValue(digits(day));
    await expect(calendarButton(page, day)).toBeVisible();
    await expect(field(page, 'Event')).toBeVisible();
  });
});

test('a student reads the events: a table of date, club and event, each with its details', async ({ page, request }) => {
  const token = await tutorToken(request);
  const day = today();
  const todays = await addEvent(request, token, uniqueTitle('Quiz night'), day);
  const later = await addEvent(request, token, uniqueTitle('Chess open'), addDays(day, 2));
  const past = await addEvent(request, token, uniqueTitle('Sports day'), addDays(day, -2));
  await storeToken(page, await apiToken(request, 'student', await signUpStudent(request)));

  await page.goto('/student/home/events');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
  await expect(viewHeading(page)).toHaveText('Events');
  const table = page.getByRole('table', { name: 'Events', exact: true });
  await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Club', 'Event']);
  await expectRow(page, 'Events', todays, day);
  await expectRow(page, 'Events', later, addDays(day, 2));
  // The coming events first, soonest first; then the past ones, marked so.
  await expect(rowOf(page, 'Events', past.event).getByRole('cell').nth(0)).toHaveText(`${shownDay(addDays(day, -2))} (past)`);
  const names = await table.getByRole('rowheader').allInnerTexts();
  expect(names.indexOf(todays.event)).toBeLessThan(names.indexOf(later.event));
  expect(names.indexOf(later.event)).toBeLessThan(names.indexOf(past.event));
  await expectAccessible(page);
  await expect(page.getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0);

  for (const [event, on] of [[todays, day], [later, addDays(day, 2)]] as const) {
    await rowOf(page, 'Events', event.event).getByRole('link', { name: event.event, exact: true }).click();
    await expectQuery(page, '/student/home/events', { id: event.id });
    await expectDetails(page, event, on);
    await expect(viewHeading(page)).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectQuery(page, '/student/home/events', {});
    await expect(viewHeading(page)).toHaveText('Events');
  }
});
