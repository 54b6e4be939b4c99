import { expect, test } from './support/fixtures.ts';
import { assignments, refusedUploadKeepsTheForm, tutorRecordLifecycle } from './support/content.ts';
import { addTutor, logInWithFiles } from './support/school.ts';

test.describe('a tutor manages assignments', () => {
  test('uploads a PDF with its progress shown, edits it, replaces its file and deletes it', async ({ page }) => {
    await logInWithFiles(page, 'tutor', addTutor());
    // 200 KB/s: the megabyte-and-a-half PDF takes about seven seconds to send.
    await tutorRecordLifecycle(page, assignments, { slowUpload: 200 * 1024 });
  });

  test('a refused upload shows the server’s reason and keeps what was typed', async ({ page }) => {
    await logInWithFiles(page, 'tutor', addTutor());
    await refusedUploadKeepsTheForm(page, assignments);
  });

  test('an address naming an assignment that does not exist says so and leads back to the list', async ({ page }) => {
    await logInWithFiles(page, 'tutor', addTutor());
    await page.goto(`${assignments.path}?mode=details&id=no-such-assignment`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Not found');
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(page).toHaveURL(assignments.path);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(assignments.listHeading);
  });
});
