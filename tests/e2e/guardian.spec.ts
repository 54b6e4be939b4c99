import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { addAdmin, classWithRoster, idOfToken, signUpPupil, takeByApi, type Pupil } from './support/attendance.ts';
import { pdfFile, toast, uniqueTitle, uploadDateToday } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { announce, addEvent, rowOf } from './support/notices.ts';
import { dismissToast, expectFieldError, field, pageWidth } from './support/people.ts';
import { acceptedGuardian, GUARDIAN_PASSWORD } from './support/guardians.ts';
import { offlineBanner, workerInControl } from './support/offline.ts';
import { apiToken, islandsReady, newAccount, readMailedLink, storeToken } from './support/school.ts';

// Issue 27: a parent or carer reads their children's pages on a low-end phone. The words are
// written here as the screens say them, not read from src/strings.
test.use({ viewport: { width: 360, height: 740 } });

const HOUR = 60 * 60 * 1000;
const students = '/tutor/home/students';

/** The school's today, in its own time zone, and whether registers are taken on it. */
async function schoolToday(request: APIRequestContext): Promise<{ day: Date; open: boolean }> {
  const { school } = (await (await request.get('/api/school')).json()) as { school: { timeZone: string; closedWeekdays: number[]; holidays: string[] } };
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: school.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const day = new Date(`${iso}T00:00:00Z`);
  return { day, open: !school.closedWeekdays.includes(day.getUTCDay()) && !school.holidays.includes(iso) };
}

/** An assignment for one class, due in a day, through the tutor's multipart call: its id. */
async function assignFor(request: APIRequestContext, token: string, classId: string, title: string): Promise<string> {
  const response = await request.post('/api/tutor/home/assignments', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { date: uploadDateToday(), title, description: 'Answer every question.', classes: classId, due: new Date(Date.now() + 24 * HOUR).toISOString(), file: pdfFile('worksheet') },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** The pupil hands in, through the student's own call. */
async function handIn(request: APIRequestContext, pupil: Pupil, assignmentId: string): Promise<void> {
  const token = await apiToken(request, 'student', pupil);
  const response = await request.put(`/api/student/home/assignments/${assignmentId}/submission`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { text: 'My answers.' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the student's details from the tutor's Students page, found by their e-mail. */
async function openDetails(page: Page, pupil: Pupil) {
  await page.goto(students);
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(pupil.email);
  await rowOf(page, 'Student list', pupil.fullName).getByRole('link', { name: pupil.fullName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: pupil.fullName })).toBeVisible();
}

const guardiansList = (page: Page) => page.getByRole('list', { name: 'Guardians' });

/** Fills and sends the Add guardian dialog. */
async function addGuardianThroughDialog(page: Page, email: string, name = '') {
  await page.getByRole('button', { name: 'Add guardian', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(field(page, 'E-mail')).toBeVisible();
  await field(page, 'E-mail').fill(email);
  if (name) await field(page, 'Name (optional)').fill(name);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
}

test('a tutor adds a guardian, who accepts the mailed invitation on a phone and reads their child: today, attendance, assignments, announcements and events; then changes their password', async ({ page, request }) => {
  const tutor = addAdmin();
  const tutorToken = await apiToken(request, 'tutor', tutor);
  const pupil = await signUpPupil(request, tutorToken, 'asha');
  const className = `7A ${randomBytes(3).toString('hex')}`;
  const classId = await classWithRoster(request, tutorToken, className, [idOfToken(tutorToken)], [pupil]);
  const { day: today, open } = await schoolToday(request);
  if (open) await takeByApi(request, tutorToken, classId, today, [{ pupil, status: 'absent' }]);
  const essay = uniqueTitle('Essay on rivers');
  const maps = uniqueTitle('Map work');
  await handIn(request, pupil, await assignFor(request, tutorToken, classId, essay));
  await assignFor(request, tutorToken, classId, maps);
  const notice = await announce(request, tutorToken);
  const event = await addEvent(request, tutorToken);

  // The tutor's student details: no guardian yet; Add guardian asks the e-mail, refuses a student's address by the field.
  const guardian = { ...newAccount(`parent${randomBytes(3).toString('hex')} rao`), password: GUARDIAN_PASSWORD };
  await storeToken(page, tutorToken);
  await openDetails(page, pupil);
  await expect(page.getByRole('heading', { level: 3, name: 'Guardians' })).toBeVisible();
  await expect(page.getByText('None yet', { exact: true })).toBeVisible();
  await addGuardianThroughDialog(page, pupil.email);
  await expectFieldError(page, 'E-mail', 'This e-mail address belongs to a student or tutor account. A guardian needs an e-mail address of their own.');
  await expectAccessible(page);
  await field(page, 'E-mail').fill(guardian.email);
  await field(page, 'Name (optional)').fill('P');
  await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
  await expectFieldError(page, 'Name (optional)', 'Please enter your real name');
  await field(page, 'Name (optional)').fill('Priya');
  await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, `Invitation sent to ${guardian.email}: they choose a password with the link in it.`)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(guardiansList(page).getByRole('listitem')).toHaveText([`Priya <${guardian.email}>`]);
  await dismissToast(page, `Invitation sent to ${guardian.email}: they choose a password with the link in it.`);
  await expectAccessible(page);

  // The guardian opens the mailed link on their own phone, chooses a password and lands on their Home.
  await page.evaluate(() => localStorage.clear());
  await page.goto(await readMailedLink(guardian.email));
  await islandsReady(page);
  await page.getByLabel('Password', { exact: true }).fill(GUARDIAN_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(GUARDIAN_PASSWORD);
  await page.getByRole('button', { name: 'Save password and log in' }).click();
  await expect(page).toHaveURL('/guardian/home/home');

  // Logged out, they log in at the guardian's login page.
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL('/guardian/login');
  // The landing page leads guardians to their login too.
  await page.goto('/');
  await page.getByRole('link', { name: 'A parent or guardian? Log in here' }).click();
  await expect(page).toHaveURL('/guardian/login');
  await page.getByLabel('E-mail').fill(guardian.email);
  await page.getByLabel('Password', { exact: true }).fill(GUARDIAN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/guardian/home/home');

  // Home: the child, their roll number and class, and today's status.
  const card = page.getByRole('article', { name: pupil.fullName });
  await expect(card).toContainText(new RegExp(`Roll No \\d+ · ${className}`));
  await expect(card).toContainText(open ? 'Today: Absent' : 'Today: Holiday');
  await expectAccessible(page);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  // Attendance: the child's calendar, today's mark read out, and the report, which keeps the child.
  await card.getByRole('link', { name: `Attendance of ${pupil.fullName}` }).click();
  await expect(page).toHaveURL(`/guardian/home/attendence?child=${pupil.id}`);
  await expect(page.getByText(pupil.fullName, { exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: open ? /, Absent$/ : /, Holiday$/ }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Attendence Report' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]child=${pupil.id}`));
  await expect(page.getByRole('heading', { level: 2, name: /^Attendence Report/ })).toBeVisible();
  await expectAccessible(page);

  // Assignments: each with its hand-in status; the details say it, with nothing to hand in.
  await page.goto(`/guardian/home/assignments?child=${pupil.id}`);
  await expect(page.getByRole('listitem').filter({ hasText: essay })).toContainText('Handed in');
  await expect(page.getByRole('listitem').filter({ hasText: maps })).not.toContainText('Handed in');
  await expectAccessible(page);
  await page.getByRole('link', { name: essay, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]child=${pupil.id}`));
  await expect(page.getByText('Status: Handed in', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Hand in/ })).toHaveCount(0);
  await expect(page.getByText(/^Due: /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your work' })).toHaveCount(0);
  await expectAccessible(page);

  // Announcements and events of the child's school.
  await page.goto(`/guardian/home/announcements?child=${pupil.id}`);
  await expect(page.getByRole('link', { name: notice.subject, exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: notice.subject, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: notice.subject })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/guardian/home/events?child=${pupil.id}`);
  await expect(page.getByRole('link', { name: event.event, exact: true })).toBeVisible();
  await expectAccessible(page);

  // The Account page, from the menu: the daily digest turned on (off until chosen), kept after a reload.
  await page.getByRole('button', { name: /^Open menu/ }).click();
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL('/guardian/home/account');
  const digest = page.getByRole('checkbox', { name: 'Daily e-mail digest', exact: true });
  await expect(digest).not.toBeChecked();
  // Checked once the server has it: the box shows what is saved.
  await digest.click();
  await expect(digest).toBeChecked();
  await expect(toast(page, 'The daily e-mail digest is on.')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Daily e-mail digest', exact: true })).toBeChecked();

  // The password, changed on the same page: the new one logs in, the old one no longer.
  await page.getByLabel('Current password', { exact: true }).fill(GUARDIAN_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('Changed#2026');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Changed#2026');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();
  await expect(page.getByLabel('Current password', { exact: true })).toHaveValue('');
  expect((await request.post('/api/guardian/login', { data: { email: guardian.email, password: 'Changed#2026' } })).status()).toBe(200);
  expect((await request.post('/api/guardian/login', { data: { email: guardian.email, password: GUARDIAN_PASSWORD } })).status()).toBe(400);

  // A guardian's token opens no student's or tutor's page: each sends them to their own Home.
  for (const other of ['/student/home/home', '/student/home/attendence', '/tutor/home/students']) {
    await page.goto(other);
    await expect(page).toHaveURL('/guardian/home/home');
  }
});

test('a guardian of two children switches between them; every view keeps the child, and a child not theirs is said so', async ({ page, request }) => {
  const tutorToken = await apiToken(request, 'tutor', addAdmin());
  const [asha, ravi] = [await signUpPupil(request, tutorToken, 'asha'), await signUpPupil(request, tutorToken, 'ravi')] as [Pupil, Pupil];
  const tag = randomBytes(3).toString('hex');
  const ashaClass = await classWithRoster(request, tutorToken, `7A ${tag}`, [idOfToken(tutorToken)], [asha]);
  await classWithRoster(request, tutorToken, `8B ${tag}`, [idOfToken(tutorToken)], [ravi]);
  const ashaOnly = uniqueTitle('Fractions for 7A');
  await assignFor(request, tutorToken, ashaClass, ashaOnly);
  const guardian = await acceptedGuardian(request, tutorToken, [asha, ravi]);
  await storeToken(page, await apiToken(request, 'guardian', guardian));

  // Home: both children, each with their own links.
  await page.goto('/guardian/home/home');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article', { name: asha.fullName })).toContainText(`7A ${tag}`);
  await expect(page.getByRole('article', { name: ravi.fullName })).toContainText(`8B ${tag}`);

  // From the menu, no child named: the page asks whose.
  await page.goto('/guardian/home/assignments');
  const choose = page.getByRole('navigation', { name: 'Choose a child' });
  await expect(choose.getByRole('link')).toHaveText([asha.fullName, ravi.fullName].sort((one, other) => one.localeCompare(other)));
  await expectAccessible(page);
  await choose.getByRole('link', { name: asha.fullName }).click();
  await expect(page).toHaveURL(`/guardian/home/assignments?child=${asha.id}`);
  await expect(page.getByRole('link', { name: ashaOnly, exact: true })).toBeVisible();

  // A record opened keeps the child in the address, through a reload.
  await page.getByRole('link', { name: ashaOnly, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]child=${asha.id}`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: ashaOnly })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back', exact: true }).click();

  // The other child, a tap away: their class's work only.
  const switcher = page.getByRole('navigation', { name: 'Your children' });
  await expect(switcher.getByRole('link', { name: asha.fullName })).toHaveAttribute('aria-current', 'page');
  await switcher.getByRole('link', { name: ravi.fullName }).click();
  await expect(page).toHaveURL(`/guardian/home/assignments?child=${ravi.id}`);
  await expect(switcher.getByRole('link', { name: ravi.fullName })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: ashaOnly, exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // Someone else's child, or an id that is nobody's: said plainly, with the guardian's own children to choose.
  await page.goto('/guardian/home/events?child=not-one-of-mine');
  await expect(page.getByRole('alert')).toHaveText('This child is not one of yours.');
  await expect(page.getByRole('navigation', { name: 'Choose a child' }).getByRole('link')).toHaveCount(2);
  await expectAccessible(page);
});

test('a tutor adds a guardian who has an account already, and again: linked, then already linked', async ({ page, request }) => {
  const tutorToken = await apiToken(request, 'tutor', addAdmin());
  const [asha, ravi] = [await signUpPupil(request, tutorToken, 'asha'), await signUpPupil(request, tutorToken, 'ravi')] as [Pupil, Pupil];
  const guardian = await acceptedGuardian(request, tutorToken, [asha]);
  await storeToken(page, tutorToken);
  await openDetails(page, ravi);

  const linked = `${guardian.email} already has a guardian account: this student is now on it, and they were told by e-mail.`;
  await addGuardianThroughDialog(page, guardian.email.toUpperCase());
  await expect(toast(page, linked)).toBeVisible();
  await expect(guardiansList(page).getByRole('listitem')).toHaveText([new RegExp(guardian.email)]);
  await dismissToast(page, linked);

  const unchanged = `${guardian.email} is already a guardian of this student.`;
  await addGuardianThroughDialog(page, guardian.email);
  await expect(toast(page, unchanged)).toBeVisible();
  await expect(guardiansList(page).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);

  // A tutor's token opens no guardian's page, nor does a student's.
  await page.goto('/guardian/home/home');
  await expect(page).toHaveURL('/tutor/home/home');
  await page.evaluate((token) => localStorage.setItem('token', token), await apiToken(request, 'student', ravi));
  await page.goto('/guardian/home/attendence');
  await expect(page).toHaveURL('/student/home/home');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test("a guardian's child's lists read offline as last seen, the child kept", async ({ page, context, request }) => {
    const tutorToken = await apiToken(request, 'tutor', addAdmin());
    const pupil = await signUpPupil(request, tutorToken, 'noor');
    const notice = await announce(request, tutorToken);
    const guardian = await acceptedGuardian(request, tutorToken, [pupil]);
    await storeToken(page, await apiToken(request, 'guardian', guardian));
    await page.goto('/guardian/home/home');
    await expect(page.getByRole('article', { name: pupil.fullName })).toBeVisible();
    await workerInControl(page);
    await page.goto(`/guardian/home/announcements?child=${pupil.id}`);
    await expect(page.getByRole('link', { name: notice.subject, exact: true })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(offlineBanner(page)).toBeVisible();
    await expect(page.getByText(pupil.fullName, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: notice.subject, exact: true })).toBeVisible();
    await expectAccessible(page);
    await context.setOffline(false);
  });
});
