import type { Locator, Page } from '@playwright/test';
import type { PhotoFile, PhotoSection } from '../../contract/records/photo-section.ts';
import { expectQuery, toast, uniqueTitle, viewHeading } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { addSection, imagesLoaded, photoFiles, tutorSections, uploadRequests } from './support/photos.ts';
import { addTutor, apiToken, logInWithFiles, signUpStudent } from './support/school.ts';

// The words are the product specification's (§2), its spellings included.
const tutorPath = '/tutor/home/photos';
const studentPath = '/student/home/photos';
const sectionQuestion = 'this whole section will be permenantly deleted ?';
const pictureQuestion = 'this picture will be permenantly deleted ?';
const addQuestion = 'Do you want to add new photos to this section?';

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const sectionItem = (page: Page, subject: string) =>
  page.getByRole('list', { name: 'All Pictures' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: subject, exact: true }) });
const photoImages = (page: Page) => page.locator('main').getByRole('img');

/** The home view: the new section's form and the way to all. */
async function expectFormView(page: Page) {
  await expectQuery(page, tutorPath, {});
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photos');
  await expect(viewHeading(page)).toHaveText('New photo section');
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toBeEnabled();
  await expect(button(page, 'All Pictures')).toBeEnabled();
}

async function expectAllView(page: Page) {
  await expectQuery(page, tutorPath, { mode: 'all' });
  await expect(viewHeading(page)).toHaveText('All Pictures');
}

/** Each photo's image offers the renditions and the original the API named, loads lazily and keeps its place. */
async function expectImages(images: Locator, photos: readonly PhotoFile[], width?: number) {
  await expect(images).toHaveCount(photos.length);
  for (const [index, photo] of photos.entries()) {
    const image = images.nth(index);
    await expect(image).toHaveAttribute('alt', photo.fileName);
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('sizes', /.+/);
    const shownWidth = width ?? photo.width;
    await expect(image).toHaveAttribute('width', String(shownWidth));
    await expect(image).toHaveAttribute('height', String(Math.round((photo.height * shownWidth) / photo.width)));
    const srcset = (await image.getAttribute('srcset')) ?? '';
    const copies = [...photo.renditions, { width: photo.width, filePath: photo.filePath }];
    expect(srcset.split(', ')).toEqual(copies.map((copy) => `/api/${copy.filePath} ${copy.width}w`));
  }
}

test('a tutor creates a section of three photos, adds two, deletes one, renames it, and deletes another section', async ({ page, request }) => {
  const token = await logInWithFiles(page, 'tutor', addTutor());
  const subject = uniqueTitle('Sports day');
  const other = await addSection(request, token, uniqueTitle('Old trip'), await photoFiles('old trip', 1));
  const [first, second, third, fourth, fifth] = await photoFiles(subject, 5);
  if (!first || !second || !third || !fourth || !fifth) throw new Error('five photos');

  // Home: Subject and the photos are required; the chosen files are listed.
  await page.goto(tutorPath);
  await expectFormView(page);
  await button(page, 'Save').click();
  const subjectField = page.getByRole('textbox', { name: 'Subject', exact: true });
  const chooser = page.getByLabel('Photos', { exact: true });
  await expect(subjectField).toHaveAccessibleDescription('Subject is required');
  await expect(chooser).toHaveAccessibleDescription('Choose at least one photo');
  await expectAccessible(page);
  await subjectField.fill(subject);
  await chooser.setInputFiles([first, second, third]);
  await expect(page.getByRole('list', { name: '3 photos chosen' }).getByRole('listitem')).toHaveText([first.name, second.name, third.name]);
  await expectAccessible(page);
  const created = page.waitForResponse((response) => response.url().endsWith(`/api${tutorPath}`) && response.request().method() === 'POST');
  await button(page, 'Save').click();
  const createdAnswer = await created;
  expect(createdAnswer.status()).toBe(201);
  const section = (await createdAnswer.json()) as PhotoSection;
  expect(section.files.map(({ fileName }) => fileName)).toEqual([first.name, second.name, third.name]);
  await expect(toast(page, 'Photo section saved')).toBeVisible();
  await expectFormView(page);
  await expect(subjectField).toHaveValue('');
  await expect(page.getByRole('list', { name: /photos? chosen$/ })).toHaveCount(0);

  // All: numbered, each opening its images; Back leads home.
  await button(page, 'All Pictures').click();
  await expectAllView(page);
  await expect(viewHeading(page)).toBeFocused();
  await expect(page.getByRole('list', { name: 'All Pictures' })).toHaveJSProperty('tagName', 'OL');
  const item = sectionItem(page, subject);
  await expect(button(item, `Edit Subject: ${subject}`)).toBeVisible();
  await expect(button(item, `delete: ${subject}`)).toBeVisible();
  await expectAccessible(page);
  await button(page, 'Back').click();
  await expectFormView(page);
  await button(page, 'All Pictures').click();
  await expectAllView(page);

  // Images: the subject as title, each photo 500 wide with its copies.
  await item.getByRole('link', { name: subject, exact: true }).click();
  await expectQuery(page, tutorPath, { mode: 'images', id: section._id });
  await expect(viewHeading(page)).toHaveText(subject);
  await expectImages(photoImages(page), section.files, 500);
  await imagesLoaded(page);
  await expectAccessible(page);

  // The top icon asks; Upload Files shows once photos are chosen.
  await button(page, 'Add photos').click();
  const add = page.getByRole('dialog', { name: addQuestion });
  await expect(add).toBeVisible();
  await expectQuery(page, tutorPath, { mode: 'addPhotos', id: section._id });
  await expect(button(add, 'Upload Files')).toHaveCount(0);
  await expectAccessible(page);
  await button(add, 'Cancel').click();
  await expect(add).toBeHidden();
  await expectQuery(page, tutorPath, { mode: 'images', id: section._id });
  await expect(button(page, 'Add photos')).toBeFocused();
  await button(page, 'Add photos').click();
  await add.getByLabel('Add+', { exact: true }).setInputFiles([fourth, fifth]);
  await expect(add.getByRole('list', { name: '2 photos chosen' }).getByRole('listitem')).toHaveText([fourth.name, fifth.name]);
  await expectAccessible(page);
  const added = page.waitForResponse((response) => response.url().endsWith(`/api${tutorPath}/${section._id}`) && response.request().method() === 'PUT');
  await button(add, 'Upload Files').click();
  expect((await added).status()).toBe(200);
  await expect(toast(page, '2 photos added')).toBeVisible();
  await expect(add).toBeHidden();
  await expectQuery(page, tutorPath, { mode: 'images', id: section._id });
  await expect(photoImages(page)).toHaveCount(5);
  await expect(photoImages(page).nth(4)).toHaveAttribute('alt', fifth.name);

  // Delete one photo: Cancel keeps it; Delete removes it.
  const removeSecond = button(page, `Delete picture: ${second.name}`);
  await removeSecond.click();
  const askPicture = page.getByRole('dialog', { name: pictureQuestion });
  await expect(askPicture).toBeVisible();
  await expectAccessible(page);
  await button(askPicture, 'Cancel').click();
  await expect(askPicture).toBeHidden();
  await expect(removeSecond).toBeFocused();
  await expect(photoImages(page)).toHaveCount(5);
  await removeSecond.click();
  await button(askPicture, 'Delete').click();
  await expect(toast(page, 'Picture deleted')).toBeVisible();
  await expect(askPicture).toBeHidden();
  await expect(photoImages(page)).toHaveCount(4);
  await expect(page.getByRole('img', { name: second.name, exact: true })).toHaveCount(0);
  await expect(viewHeading(page)).toBeFocused();

  // Rename: editSubject, prefilled; Confirm returns to all with the new subject.
  await button(page, 'Back').click();
  await expectAllView(page);
  await sectionItem(page, subject).getByRole('button', { name: `Edit Subject: ${subject}`, exact: true }).click();
  await expectQuery(page, tutorPath, { mode: 'editSubject', id: section._id });
  await expect(viewHeading(page)).toHaveText('Edit Subject');
  await expect(subjectField).toHaveValue(subject);
  await expectAccessible(page);
  const renamed = `${subject} (finals)`;
  await subjectField.fill(renamed);
  await button(page, 'Confirm').click();
  await expect(toast(page, 'Subject updated')).toBeVisible();
  await expectAllView(page);
  await expect(sectionItem(page, renamed)).toHaveCount(1);
  await expect(sectionItem(page, subject)).toHaveCount(0);

  // Delete the other section: Cancel keeps it; Delete removes it.
  const removeOther = button(page, `delete: ${other.subject}`);
  await removeOther.click();
  const askSection = page.getByRole('dialog', { name: sectionQuestion });
  await expect(askSection).toBeVisible();
  await expectQuery(page, tutorPath, { mode: 'delete', id: other._id });
  await expectAccessible(page);
  await button(askSection, 'Cancel').click();
  await expectAllView(page);
  await expect(removeOther).toBeFocused();
  await removeOther.click();
  await button(askSection, 'Delete').click();
  await expect(toast(page, 'Photo section deleted')).toBeVisible();
  await expect(askSection).toBeHidden();
  await expect(sectionItem(page, other.subject)).toHaveCount(0);
  await expectAllView(page);

  // The server has it all, and a reload shows the same.
  const sections = await tutorSections(request, token);
  expect(sections.some(({ _id }) => _id === other._id)).toBe(false);
  const kept = sections.find(({ _id }) => _id === section._id);
  expect(kept?.subject).toBe(renamed);
  expect(kept?.files.map(({ fileName }) => fileName)).toEqual([first.name, third.name, fourth.name, fifth.name]);
  await page.reload();
  await expect(sectionItem(page, renamed)).toHaveCount(1);
});

test('an address opening images, editSubject or a question leads Back one level, as spec §4 has it', async ({ page, request }) => {
  const token = await logInWithFiles(page, 'tutor', addTutor());
  const section = await addSection(request, token, uniqueTitle('Field trip'), await photoFiles('field trip', 1));
  // On a phone-wide page, where each image is narrower than 500 and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const mode of ['images', 'editSubject'] as const) {
    await page.goto(`${tutorPath}?mode=${mode}&id=${section._id}`);
    await expect(viewHeading(page)).toHaveText(mode === 'images' ? section.subject : 'Edit Subject');
    if (mode === 'images') {
      await expect(photoImages(page)).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect((await photoImages(page).boundingBox())?.width).toBeLessThan(500);
    }
    await button(page, 'Back').click();
    await expectAllView(page);
    await button(page, 'Back').click();
    await expectFormView(page);
  }
  await page.goto(`${tutorPath}?mode=addPhotos&id=${section._id}`);
  await expect(page.getByRole('dialog', { name: addQuestion })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectQuery(page, tutorPath, { mode: 'images', id: section._id });
  await page.goto(`${tutorPath}?mode=delete&id=missing-section`);
  await expect(viewHeading(page)).toHaveText('Not found');
  await expectAccessible(page);
});

test('a student reads the Photo Catagories and a section as a grid, and opens a photo large', async ({ page, request }) => {
  const token = await apiToken(request, 'tutor', addTutor());
  const subject = uniqueTitle('Annual day');
  const section = await addSection(request, token, subject, await photoFiles(subject, 3));
  await logInWithFiles(page, 'student', await signUpStudent(request));

  await page.goto(studentPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photos');
  await expect(viewHeading(page)).toHaveText('Photo Catagories');
  const categories = page.getByRole('list', { name: 'Photo Catagories' });
  await expect(categories.getByRole('link', { name: subject, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Edit Subject|delete)/ })).toHaveCount(0);

  await categories.getByRole('link', { name: subject, exact: true }).click();
  await expectQuery(page, studentPath, { id: section._id });
  await expect(viewHeading(page)).toHaveText(subject);
  await expect(viewHeading(page)).toBeFocused();
  const grid = page.getByRole('list', { name: subject, exact: true });
  await expectImages(grid.getByRole('img'), section.files);
  // Two columns: the first two photos side by side, the third under the first.
  const boxes = await Promise.all([0, 1, 2].map((index) => grid.getByRole('img').nth(index).boundingBox()));
  expect(boxes[0]?.y).toBe(boxes[1]?.y);
  expect(boxes[0]?.x).toBe(boxes[2]?.x);
  await imagesLoaded(page);
  await expectAccessible(page);

  // A photo opens large: the 1280 rendition, its file name the alt text.
  const photo = section.files[1] as PhotoFile;
  const large = photo.renditions.find(({ width }) => width === 1280);
  expect(large).toBeDefined();
  await button(grid, photo.fileName).click();
  const viewer = page.getByRole('dialog', { name: photo.fileName });
  await expect(viewer).toBeVisible();
  const largeImage = viewer.getByRole('img', { name: photo.fileName, exact: true });
  await expect(largeImage).toHaveAttribute('src', `/api/${large?.filePath}`);
  await expect.poll(() => largeImage.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1280);
  await expectAccessible(page);
  await button(viewer, 'Close').click();
  await expect(viewer).toBeHidden();
  await expect(button(grid, photo.fileName)).toBeFocused();

  await button(page, 'Back').click();
  await expectQuery(page, studentPath, {});
  await expect(viewHeading(page)).toHaveText('Photo Catagories');
});

test.describe('on a phone at 360 px', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });

  test('the grid downloads the 480 renditions, not the originals', async ({ page, request }) => {
    const token = await apiToken(request, 'tutor', addTutor());
    const subject = uniqueTitle('Science fair');
    const section = await addSection(request, token, subject, await photoFiles(subject, 4));
    await logInWithFiles(page, 'student', await signUpStudent(request));
    const requested = uploadRequests(page);

    await page.goto(`${studentPath}?id=${section._id}`);
    await expect(viewHeading(page)).toHaveText(subject);
    const images = page.getByRole('list', { name: subject, exact: true }).getByRole('img');
    await expect(images).toHaveCount(4);
    for (const index of [0, 1, 2, 3]) await images.nth(index).scrollIntoViewIfNeeded();
    await imagesLoaded(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);

    const small = section.files.map((photo) => `/api/${photo.renditions.find(({ width }) => width === 480)?.filePath}`);
    expect(new Set(requested)).toEqual(new Set(small));
    const originals = section.files.map((photo) => `/api/${photo.filePath}`);
    expect(requested.filter((path) => originals.includes(path))).toEqual([]);
  });
});
