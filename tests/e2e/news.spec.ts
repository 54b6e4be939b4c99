import type { Page } from '@playwright/test';
import { pdfFile, publish, uniqueTitle } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { anotherPhone } from './support/people.ts';
import { addTutor, apiToken, logIn, signUpStudent } from './support/school.ts';

// Issue 26: "New" markers. The words are written here as the screens say them, not read from src/strings.

const menuLink = (page: Page, name: string | RegExp) => page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name, exact: true });
/** A list's menu link with a count of what is new: other tests of the run may add to it meanwhile, so any count. */
const withNews = (list: string) => new RegExp(`^${list} \\(\\d+ new\\)$`);
const newMarker = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title }).getByText('New', { exact: true });

test('a student sees what is new in the menu and on each list, read once opened, on every device', async ({ page, request, browser }) => {
  const student = await signUpStudent(request);
  const tutor = await apiToken(request, 'tutor', addTutor());
  // Made after the student's account: new to them.
  const assignment = await publish(request, tutor, 'assignments', { title: uniqueTitle('Map work'), description: 'Draw the rivers.', file: pdfFile('map') });
  const note = await publish(request, tutor, 'notes', { title: uniqueTitle('Rivers'), description: 'Read before class.', file: pdfFile('rivers') });

  // A wide screen: the menu beside the page counts what is new in each list.
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, 'student', student);
  await expect(menuLink(page, withNews('Assignments'))).toBeVisible();
  await expect(menuLink(page, withNews('Notes'))).toBeVisible();
  await expect(menuLink(page, 'Profile')).toBeVisible();
  await expectAccessible(page);

  // Opening the list marks what was new, and reads it: the menu's count goes, the marker stays while the page does.
  await menuLink(page, withNews('Assignments')).click();
  await expect(newMarker(page, assignment.title)).toBeVisible();
  // Said after the link's name to those who move from link to link.
  await expect(page.getByRole('link', { name: assignment.title, exact: true })).toHaveAccessibleDescription('New');
  await expect(menuLink(page, 'Assignments')).toBeVisible();
  await expect(menuLink(page, withNews('Notes'))).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('link', { name: assignment.title, exact: true })).toBeVisible();
  await expect(newMarker(page, assignment.title)).toHaveCount(0);

  // Another device of the same student: read there too; the notes still new, and so on a phone's menu.
  const phone = await anotherPhone(browser);
  await logIn(phone.page, 'student', student);
  const openMenu = phone.page.getByRole('button', { name: 'Open menu, new items', exact: true });
  await expect(openMenu).toBeVisible();
  await openMenu.click();
  await expect(menuLink(phone.page, withNews('Notes'))).toBeVisible();
  await expectAccessible(phone.page);
  await menuLink(phone.page, withNews('Notes')).click();
  const noteRow = phone.page.getByRole('row').filter({ hasText: note.title });
  await expect(noteRow.getByText('New', { exact: true })).toBeVisible();
  await expectAccessible(phone.page);
  await phone.page.getByRole('button', { name: /^Open menu/ }).click();
  await expect(menuLink(phone.page, 'Notes')).toBeVisible();
  // The assignment read on the first device is not new on this one.
  await phone.page.goto('/student/home/assignments');
  await expect(phone.page.getByRole('link', { name: assignment.title, exact: true })).toBeVisible();
  await expect(newMarker(phone.page, assignment.title)).toHaveCount(0);
  await phone.context.close();

  // Something published since is new again.
  const later = await publish(request, tutor, 'notes', { title: uniqueTitle('Lakes'), description: 'Read after class.', file: pdfFile('lakes') });
  await page.goto('/student/home/home');
  await menuLink(page, withNews('Notes')).click();
  await expect(page.getByRole('row').filter({ hasText: later.title }).getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: note.title }).getByText('New', { exact: true })).toHaveCount(0);
});
