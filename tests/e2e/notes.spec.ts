import { expect, test } from './support/fixtures.ts';
import { refusedUploadKeepsTheForm, tutorRecordLifecycle, type TutorAreaWords } from './support/content.ts';
import { addTutor, logInWithFiles } from './support/school.ts';

/** The tutor's notes page, as the product specification words it (§2). */
const notes: TutorAreaWords = {
  path: '/tutor/home/notes',
  section: 'Notes',
  listHeading: 'Uploaded Notes',
  columns: ['Uploaded Date', 'Title', 'For', 'Delete Notes'],
  empty: 'No notes have been uploaded yet.',
  add: 'Add new Note',
  fileChooser: 'Upload File',
  download: 'Download Note',
  deleteButton: 'Delete Notes',
  backFromEditFile: 'Back to details',
  noun: 'Note',
};

test.describe('a tutor manages notes', () => {
  test('uploads a note, edits it, replaces its file and deletes it, through every mode', async ({ page }) => {
    await logInWithFiles(page, 'tutor', addTutor());
    await tutorRecordLifecycle(page, notes);
  });

  test('a refused upload shows the server’s reason and keeps what was typed', async ({ page }) => {
    await logInWithFiles(page, 'tutor', addTutor());
    await refusedUploadKeepsTheForm(page, notes);
  });

  test('an address asking to delete a note that does not exist says so and leads back to the list', async ({ page }) => {
    await logInWithFiles(page, 'tutor', addTutor());
    await page.goto(`${notes.path}?mode=delete&id=no-such-note`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Not found');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(page).toHaveURL(notes.path);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(notes.listHeading);
  });
});
