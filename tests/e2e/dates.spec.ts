import { pdfFile, publish, uniqueTitle } from './support/content.ts';
import { inWords, shownDay, today } from './support/date-picker.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { addEvent, announce, rowOf, tutorToken } from './support/notices.ts';
import { logInWithFiles, signUpStudent } from './support/school.ts';

// Each area sends its day in its own wire format (`22/Nov/2026`, `Nov 22 2026`, ` Nov 22 2026`,
// `Sun Nov 22 2026`); the pages write them all one way.

test("the same day reads the same on the student's assignments, announcements, events and attendance", async ({ page, request }) => {
  const token = await tutorToken(request);
  const day = today();
  const assignment = await publish(request, token, 'assignments', { title: uniqueTitle('Dates essay'), description: 'One page.', file: pdfFile('dates essay') });
  const announcement = await announce(request, token, uniqueTitle('Dates assembly'));
  const event = await addEvent(request, token, uniqueTitle('Dates quiz'));
  await logInWithFiles(page, 'student', await signUpStudent(request));
  const shown = shownDay(day);
  const seen: string[] = [];

  await page.goto('/student/home/assignments');
  const item = page.getByRole('list', { name: 'Assignment Section' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: assignment.title, exact: true }) });
  await expect(item).toHaveText(`${shown}${assignment.title}`);
  seen.push((await item.innerText()).replace(assignment.title, '').trim());

  await page.goto('/student/home/announcements');
  const announced = rowOf(page, 'Announcements', announcement.subject).getByRole('cell').first();
  await expect(announced).toHaveText(shown);
  seen.push(await announced.innerText());
  await rowOf(page, 'Announcements', announcement.subject).getByRole('link', { name: announcement.subject, exact: true }).click();
  await expect(page.getByText(`Announced on: ${shown}`, { exact: true })).toBeVisible();

  await page.goto('/student/home/events');
  const dated = rowOf(page, 'Events', event.event).getByRole('cell').first();
  await expect(dated).toHaveText(shown);
  seen.push(await dated.innerText());
  await expectAccessible(page);

  expect(seen).toEqual([shown, shown, shown]);

  // Attendance names its days in words, the same day and month: 'Sunday, 22 November 2026'.
  await page.goto('/student/home/attendence');
  await expect(page.getByRole('region', { name: inWords(day), exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: new RegExp(`^${inWords(day)}(, .+)?$`) })).toBeVisible();
  await expectAccessible(page);
});
