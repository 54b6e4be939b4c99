import { isLanguage, LANGUAGE_NAMES } from '../../contract/languages.ts';
import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { toast, viewHeading } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { anotherPhone, dismissToast, expectFacts, field } from './support/people.ts';
import { addTutor, apiToken, logInWithFiles, makeAdmin, newAccount, signUpStudent } from './support/school.ts';
import type { SchoolSettings } from '../../contract/records/school.ts';

// The settings are the whole school's, and other tests share the school: this test changes them
// only in ways no other test notices (a zone always at UTC's time, a weekday far from today, a
// holiday in 2099) and puts them back at its end.

const path = '/tutor/home/school';
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A holiday as the page reads it out: `2099-12-24` is 'Thursday, 24 December 2099'. */
function inWords(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${weekdays[date.getUTCDay()]}, ${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}


test.use({ viewport: { width: 1280, height: 900 } });

async function schoolNow(request: APIRequestContext): Promise<SchoolSettings> {
  const response = await request.get('/api/school');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { school: SchoolSettings }).school;
}

/** A weekday that is neither today, yesterday nor tomorrow, nor Sunday: closing it changes no other test's day. */
function farWeekday(): number {
  const today = new Date().getUTCDay();
  return [1, 2, 3, 4, 5, 6].find((day) => ![today, (today + 1) % 7, (today + 6) % 7].includes(day)) as number;
}

/** A field's message is shown and read out with it, beside the field's own hint. */
async function expectInvalid(page: Page, input: Locator, message: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const timeZoneField = (page: Page) => page.getByRole('combobox', { name: 'Time zone', exact: true });
const holidays = (page: Page) => page.getByRole('list', { name: 'Holidays', exact: true });
const alertsBox = (page: Page) => page.getByRole('checkbox', { name: 'Mail guardians when their child is marked absent or late', exact: true });

test("an admin changes the helpline, time zone, a closed weekday, a holiday and the absence alerts; a student's footer shows the helpline; another tutor only reads them", async ({
  page,
  request,
  browser,
}) => {
  const admin = addTutor(newAccount('principal'));
  makeAdmin(admin);
  const adminToken = await apiToken(request, 'tutor', admin);
  const before = await schoolNow(request);
  const helpline = `+91 80 ${randomInt(1000, 9999)} ${randomInt(1000, 9999)}`;
  const closed = weekdays[farWeekday()] as string;

  try {
    await logInWithFiles(page, 'tutor', admin);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('School');
    await expect(viewHeading(page)).toHaveText("The school's settings");
    await expect(saveButton(page)).toBeEnabled();
    await expect(field(page, "School's name")).toHaveValue(before.name);
    await expect(timeZoneField(page)).toHaveValue(before.timeZone);
    await expect(page.getByRole('checkbox', { name: 'Sunday', exact: true })).toBeChecked({ checked: before.closedWeekdays.includes(0) });
    await expect(alertsBox(page)).toBeChecked({ checked: before.absenceAlerts });
    await expect(alertsBox(page)).toHaveAccessibleDescription(/^One mail a day/);
    await expectAccessible(page);

    // Wrong input: its message beside the field and in a toast, nothing sent, nothing lost.
    await field(page, 'Helpline').fill('call the office');
    await field(page, 'Helpline').blur();
    const helplineMessage = 'The helpline must be a phone number of 7 to 15 digits (spaces, + and - allowed), or empty';
    await expectInvalid(page, field(page, 'Helpline'), helplineMessage);
    await timeZoneField(page).fill('Mars/Olympus_Mons');
    // Left first: a click while the browser's list of suggestions is open only closes the list.
    await timeZoneField(page).blur();
    await saveButton(page).click();
    await expect(toast(page, helplineMessage)).toBeVisible();
    await expectInvalid(page, timeZoneField(page), 'Choose a time zone from the list, like Asia/Kolkata');
    await expect(field(page, 'Helpline')).toHaveValue('call the office');
    await expectAccessible(page);
    await dismissToast(page, helplineMessage);
    expect(await schoolNow(request)).toEqual(before);

    // A date that is not one stays typed, with its message.
    await page.getByRole('textbox', { name: 'Holiday to add', exact: true }).fill('31/02/2099');
    await page.getByRole('button', { name: 'Add holiday', exact: true }).click();
    await expectInvalid(page, field(page, 'Holiday to add'), 'Type a date like 25/12/2026, or pick one from the calendar');

    // The settings as they should be.
    await field(page, 'Helpline').fill(helpline);
    // Always at UTC's time, so no other test's "today" moves.
    await timeZoneField(page).fill('Africa/Abidjan');
    await timeZoneField(page).blur();
    await page.getByRole('checkbox', { name: closed, exact: true }).check();
    const holidayField = page.getByRole('textbox', { name: 'Holiday to add', exact: true });
    await holidayField.fill('24/12/2099');
    await page.getByRole('button', { name: 'Add holiday', exact: true }).click();
    // Enter in the field adds the day too, and saves nothing yet.
    await holidayField.fill('25/12/2099');
    await holidayField.press('Enter');
    await expect(holidayField).toHaveValue('');
    await expect(holidays(page).getByRole('listitem')).toHaveText([...before.holidays, '2099-12-24', '2099-12-25'].map(inWords));
    await page.getByRole('button', { name: 'Remove Friday, 25 December 2099', exact: true }).click();
    await expect(holidays(page).getByRole('listitem')).toHaveText([...before.holidays, '2099-12-24'].map(inWords));
    // The other way for the moment of this test; put back at its end with the rest.
    await alertsBox(page).setChecked(!before.absenceAlerts);
    await expectAccessible(page);
    expect(await schoolNow(request)).toEqual(before);
    await saveButton(page).click();
    await expect(toast(page, 'School settings saved')).toBeVisible();
    const saved = await schoolNow(request);
    expect(saved).toMatchObject({ helpline, timeZone: 'Africa/Abidjan' });
    expect(saved.closedWeekdays).toContain(weekdays.indexOf(closed));
    expect(saved.holidays).toContain('2099-12-24');
    expect(saved.holidays).not.toContain('2099-12-25');
    expect(saved.absenceAlerts).toBe(!before.absenceAlerts);

    // Kept: the page shows them again after a reload.
    await page.reload();
    await expect(field(page, 'Helpline')).toHaveValue(helpline);
    await expect(timeZoneField(page)).toHaveValue('Africa/Abidjan');
    await expect(page.getByRole('checkbox', { name: closed, exact: true })).toBeChecked();
    await expect(holidays(page).getByRole('listitem')).toHaveText(saved.holidays.map(inWords));
    await expect(alertsBox(page)).toBeChecked({ checked: saved.absenceAlerts });
    await expectAccessible(page);

    // A student's footer shows the new helpline, which a phone dials.
    const student = await anotherPhone(browser);
    try {
      await logInWithFiles(student.page, 'student', await signUpStudent(request));
      await student.page.goto('/student/home/home');
      const footer = student.page.getByRole('contentinfo');
      await expect(footer.getByText(`Helpline: ${helpline}`, { exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: helpline, exact: true })).toHaveAttribute('href', `tel:${helpline.replace(/ /g, '')}`);
      await expectAccessible(student.page);
    } finally {
      await student.context.close();
    }

    // Another tutor reads the settings and cannot change them.
    const teacher = await anotherPhone(browser);
    try {
      await logInWithFiles(teacher.page, 'tutor', addTutor(newAccount(`teacher ${randomBytes(3).toString('hex')}`)));
      await teacher.page.goto(path);
      await expect(teacher.page.getByText('Only a school admin can change these settings.', { exact: true })).toBeVisible();
      await expectFacts(teacher.page, {
        "School's name": saved.name,
        Helpline: helpline,
        'Time zone': 'Africa/Abidjan',
        // Monday first, as the calendars are.
        'Closed on': [1, 2, 3, 4, 5, 6, 0].filter((day) => saved.closedWeekdays.includes(day)).map((day) => weekdays[day]).join(', '),
        Holidays: saved.holidays.map(inWords).join('; '),
        // A language Studyhall comes in is named in itself.
        Language: isLanguage(saved.language) ? LANGUAGE_NAMES[saved.language] : saved.language,
        'Absence alerts': saved.absenceAlerts ? 'On' : 'Off',
      });
      await expect(teacher.page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
      await expect(teacher.page.getByRole('textbox')).toHaveCount(0);
      await expectAccessible(teacher.page);
    } finally {
      await teacher.context.close();
    }
  } finally {
    const restored = await request.put(`/api${path}`, { data: before, headers: { Authorization: `Bearer ${adminToken}` } });
    expect(restored.status()).toBe(200);
  }
});
