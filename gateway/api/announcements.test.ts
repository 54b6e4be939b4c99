import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../../contract/records/announcement.ts';
import { monthDayYear } from '../../contract/dates/codecs.ts';
import { fileMessages } from '../../contract/strings/files.ts';
import { announcementMessages, photoMessages, recordMessages } from '../../contract/strings/validation.ts';
import type { Store } from '../db/index.ts';
import { MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_SIDE } from '../files/image-limits.ts';
import { formOf, startSignedInApi, TEST_SECRET, tutor, type TestApi } from '../testing/api-harness.ts';
import { mountedApi } from '../testing/mounted-api.ts';
import { sampleDocx, sampleExe, sampleGif, sampleHtml, sampleJpeg, samplePdf, samplePng, sampleSvg, sampleWebp } from '../testing/sample-files.ts';
import { sampleBombPng, sampleLinePng, samplePhoneJpeg, sampleTruncatedJpeg } from '../testing/sample-photos.ts';

const TUTOR_PATH = '/tutor/home/announcements';
const STUDENT_PATH = '/student/home/announcements';
const details = { subject: 'Sports day', description: 'All classes meet on the field at 9.', date: 'Nov 22 2026' };
const png = { bytes: samplePng(), name: 'sports-day.png', type: 'image/png' };
const dateMessage = recordMessages.dateInvalid(monthDayYear.example);
/** A JPEG whose header claims 7000 × 7000 over a few bytes of data. */
const truncatedJpeg = await sampleTruncatedJpeg(7000, 7000);

let t: TestApi;
let tutorToken: string;
let studentToken: string;
beforeEach(async () => ({ t, tutorToken, studentToken } = await startSignedInApi()));
afterEach(() => t.close());

type Image = Parameters<typeof formOf>[1];
const create = (fields: Record<string, string> = details, image: Image | null = png, token = tutorToken) =>
  t.send('POST', TUTOR_PATH, formOf(fields, image ?? undefined), token);
const created = async (fields: Record<string, string> = details, image: Image | null = png) => {
  const response = await create(fields, image);
  expect(response.status).toBe(201);
  return (await response.json()) as Announcement;
};
const list = async (path = TUTOR_PATH, token = tutorToken) => ((await (await t.request('GET', path, undefined, token)).json()) as { announcements: Announcement[] }).announcements;
const storedName = (announcement: Announcement) => announcement.imageUrl.replace('uploads/', '');
const diskBytes = (announcement: Announcement) => readFileSync(join(t.dataDir, announcement.imageUrl));
/** An image's decoded pixels, which re-encoding keeps whatever bytes it writes. */
const pixelsOf = async (bytes: Uint8Array) => (await sharp(bytes).raw().toBuffer({ resolveWithObject: true })).data;
const auditTrail = async () => (await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email })).map((event) => [event.action, event.target]);
/** Nothing of a refused request may stay: no row, no image, no half-written file. */
const expectNothingStored = async () => {
  expect(await list()).toEqual([]);
  expect(t.uploadedFiles()).toEqual([]);
};

describe('who may call', () => {
  it.each([
    ['GET', TUTOR_PATH],
    ['GET', STUDENT_PATH],
    ['POST', TUTOR_PATH],
    ['PATCH', TUTOR_PATH],
    ['DELETE', `${TUTOR_PATH}/some-id`],
  ])('%s %s refuses a caller without a token with 401', async (method, path) => {
    const response = method === 'POST' ? await t.send(method, path, formOf(details, png)) : await t.request(method, path, method === 'PATCH' ? { ...details, id: 'x' } : undefined);
    expect(response.status).toBe(401);
    expect(t.uploadedFiles()).toEqual([]);
  });

  it('refuses a student every tutor call with 403, changing nothing', async () => {
    const announcement = await created();
    expect((await create(details, png, studentToken)).status).toBe(403);
    expect((await t.request('PATCH', TUTOR_PATH, { ...details, subject: 'Changed', id: announcement._id }, studentToken)).status).toBe(403);
    expect((await t.request('DELETE', `${TUTOR_PATH}/${announcement._id}`, undefined, studentToken)).status).toBe(403);
    expect((await t.request('GET', TUTOR_PATH, undefined, studentToken)).status).toBe(403);
    expect(await list()).toEqual([announcement]);
    expect(t.uploadedFiles()).toEqual([storedName(announcement)]);
  });

  it('answers the student list to students and tutors alike', async () => {
    const announcement = await created();
    for (const token of [studentToken, tutorToken]) {
      const response = await t.request('GET', STUDENT_PATH, undefined, token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ announcements: [announcement] });
    }
  });
});

describe('create (POST, multipart)', () => {
  it('keeps the announcement and its image, re-encoded, and answers 201 with the announcement as the product reads it', async () => {
    const announcement = await created();
    expect(announcement).toEqual({ _id: expect.any(String), ...details, imageUrl: expect.stringMatching(/^uploads\/[A-Za-z0-9_-]{22}\.png$/), classes: [] });
    expect(Object.keys(announcement).sort()).toEqual(['_id', 'classes', 'date', 'description', 'imageUrl', 'subject']);
    expect(await pixelsOf(diskBytes(announcement))).toEqual(await pixelsOf(png.bytes));
    expect(await t.store.uploads.find(storedName(announcement))).toMatchObject({ fileName: png.name, mime: 'image/png' });
    expect(await list()).toEqual([announcement]);
  });

  it.each([
    ['PNG', samplePng(), 'png'],
    ['JPEG', sampleJpeg(), 'jpg'],
    ['WebP', sampleWebp(), 'webp'],
    ['GIF', sampleGif(), 'gif'],
  ])('takes a %s image, kept under its checked kind', async (_kind, bytes, extension) => {
    const announcement = await created(details, { bytes, name: 'poster' });
    expect(announcement.imageUrl.endsWith(`.${extension}`)).toBe(true);
  });

  it('serves the image to a logged-in student at the path it answers', async () => {
    const announcement = await created();
    const response = await t.request('GET', `/${announcement.imageUrl}`, undefined, studentToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(diskBytes(announcement));
  });

  it('keeps a phone photo upright and without EXIF, XMP or IPTC: no GPS position, no camera serial', async () => {
    const original = await samplePhoneJpeg(40, 20, 6);
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('SN-12345678');
    const announcement = await created(details, { bytes: original, name: 'IMG_0001.jpg', type: 'image/jpeg' });
    expect(announcement.imageUrl).toMatch(/\.jpg$/);
    const response = await t.request('GET', `/${announcement.imageUrl}`, undefined, studentToken);
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.includes('SN-12345678')).toBe(false);
    expect(served.includes('PhoneMaker')).toBe(false);
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(await t.store.uploads.find(storedName(announcement))).toMatchObject({ fileName: 'IMG_0001.jpg', mime: 'image/jpeg', size: served.length });
  });

  it('records who made it in the audit log', async () => {
    const announcement = await created();
    expect(await auditTrail()).toContainEqual(['announcement.create', `announcement ${announcement._id} "${details.subject}"`]);
  });

  it('makes the announcement and its audit event together: when the event cannot be written, nothing is kept', async () => {
    const failingAudit: Store = {
      ...t.store,
      transaction: (work) => t.store.transaction((tx) => work({ ...tx, auditEvents: { ...tx.auditEvents, record: () => Promise.reject(new Error('disk gone')) } })),
    };
    const crashing = mountedApi({ store: failingAudit, files: t.files, mailWorker: { wake: () => {} }, secret: TEST_SECRET, now: () => new Date() });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await crashing.request(TUTOR_PATH, { method: 'POST', headers: { Authorization: `Bearer ${tutorToken}` }, body: formOf(details, png) });
    quiet.mockRestore();
    expect(response.status).toBe(500);
    await expectNothingStored();
  });

  it.each([
    ['subject', announcementMessages.subjectRequired],
    ['description', recordMessages.descriptionRequired],
    ['date', dateMessage],
  ])('refuses a form without its %s with 400 and the field’s message, storing nothing', async (field, message) => {
    const { [field as keyof typeof details]: _left, ...rest } = details;
    const response = await create(rest);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, errors: { [field]: message } });
    await expectNothingStored();
  });

  it('refuses a blank subject', async () => {
    const response = await create({ ...details, subject: '   ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: announcementMessages.subjectRequired });
    await expectNothingStored();
  });

  it.each([
    ['an impossible day', 'Feb 30 2026'],
    ['the date picker’s digits', '22/11/2026'],
    ['an ISO date', '2026-11-22'],
    ['the assignments’ format', '22/Nov/2026'],
    ['the events’ leading space', ' Nov 22 2026'],
    ['a lower-case month', 'nov 22 2026'],
    ['a year past the picker’s range', 'Nov 22 2100'],
    ['an empty date', ''],
  ])('refuses %s (%j) with 400, storing nothing', async (_case, date) => {
    const response = await create({ ...details, date });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: dateMessage });
    await expectNothingStored();
  });

  it.each([
    ['an HTML page', sampleHtml(), 'photo.png'],
    ['an HTML page', sampleHtml(), 'notice.pdf'],
    ['an SVG with a script', sampleSvg(), 'photo.png'],
    ['an executable', sampleExe(), 'photo.png'],
    ['a Word document', sampleDocx(), 'notice.pdf'],
  ])('refuses %s named %s with 415 naming the kinds it takes, storing nothing', async (_case, bytes, name) => {
    const response = await create(details, { bytes, name, type: name.endsWith('.pdf') ? 'application/pdf' : 'image/png' });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toBe(fileMessages.wrongKind('PNG, JPEG, WebP, GIF, PDF'));
    await expectNothingStored();
  });

  it.each([
    ['a PNG claiming 100,000 × 100,000', 413, sampleBombPng(), photoMessages.tooManyPixels(MAX_IMAGE_MEGAPIXELS)],
    ['a 49,000,000 × 1 PNG (47.7 KB, under the pixel limit)', 413, sampleLinePng(), photoMessages.sideTooLong(MAX_IMAGE_SIDE)],
    ['a JPEG whose header claims 7000 × 7000 over a few bytes of data', 415, truncatedJpeg, photoMessages.unreadable],
  ])('refuses %s as the image with %i and the reason, storing nothing', async (_case, status, bytes, message) => {
    const response = await create(details, { bytes, name: 'poster.png', type: 'image/png' });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    await expectNothingStored();
    expect((await auditTrail()).map(([action]) => action)).not.toContain('announcement.create');
  });
});

describe('edit (PATCH, the id in the body)', () => {
  const change = { subject: 'Sports day moved', description: 'Now in the hall, at 10.', date: 'Nov 23 2026' };

  it('changes the subject, description and date, keeps the image, and answers the announcement', async () => {
    const announcement = await created();
    const image = diskBytes(announcement);
    const response = await t.request('PATCH', TUTOR_PATH, { ...change, id: announcement._id }, tutorToken);
    expect(response.status).toBe(200);
    const changed = { ...announcement, ...change };
    expect(await response.json()).toEqual(changed);
    expect(await list(STUDENT_PATH, studentToken)).toEqual([changed]);
    expect(diskBytes(changed)).toEqual(image);
    expect(t.uploadedFiles()).toEqual([storedName(announcement)]);
    expect(await t.store.uploads.find(storedName(announcement))).toBeDefined();
  });

  it('records the edit in the audit log', async () => {
    const announcement = await created();
    await t.request('PATCH', TUTOR_PATH, { ...change, id: announcement._id }, tutorToken);
    expect(await auditTrail()).toContainEqual(['announcement.edit', `announcement ${announcement._id} "${change.subject}"`]);
  });

  it.each([
    ['subject', announcementMessages.subjectRequired],
    ['description', recordMessages.descriptionRequired],
    ['date', dateMessage],
    ['id', announcementMessages.idRequired],
  ])('refuses a change without its %s with 400 and the field’s message, changing nothing', async (field, message) => {
    const announcement = await created();
    const { [field as keyof typeof change | 'id']: _left, ...rest } = { ...change, id: announcement._id };
    const response = await t.request('PATCH', TUTOR_PATH, rest, tutorToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await list()).toEqual([announcement]);
  });

  it.each(['Feb 30 2026', '22/11/2026', '2026-11-22', 'Nov 22 2100', ''])('refuses the date %j with 400, changing nothing', async (date) => {
    const announcement = await created();
    const response = await t.request('PATCH', TUTOR_PATH, { ...change, date, id: announcement._id }, tutorToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: dateMessage });
    expect(await list()).toEqual([announcement]);
  });

  it('answers 404 for an unknown id, recording nothing', async () => {
    const response = await t.request('PATCH', TUTOR_PATH, { ...change, id: 'no-such-id' }, tutorToken);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: recordMessages.notFound('announcement') });
    expect((await auditTrail()).map(([action]) => action)).not.toContain('announcement.edit');
  });
});

describe('delete', () => {
  it('removes the announcement, its uploads row and its image, which is then 404', async () => {
    const announcement = await created();
    const other = await created({ ...details, subject: 'Book fair' }, { bytes: sampleGif(), name: 'fair.gif' });
    const imagePath = `/${announcement.imageUrl}`;
    expect((await t.request('GET', imagePath, undefined, studentToken)).status).toBe(200);

    const response = await t.request('DELETE', `${TUTOR_PATH}/${announcement._id}`, undefined, tutorToken);
    expect(response.status).toBe(204);
    expect(await list()).toEqual([other]);
    expect(t.uploadedFiles()).toEqual([storedName(other)]);
    expect(await t.store.uploads.find(storedName(announcement))).toBeUndefined();
    expect((await t.request('GET', imagePath, undefined, studentToken)).status).toBe(404);
  });

  it('records the delete in the audit log', async () => {
    const announcement = await created();
    await t.request('DELETE', `${TUTOR_PATH}/${announcement._id}`, undefined, tutorToken);
    expect(await auditTrail()).toContainEqual(['announcement.delete', `announcement ${announcement._id} "${details.subject}"`]);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await t.request('DELETE', `${TUTOR_PATH}/no-such-id`, undefined, tutorToken);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: recordMessages.notFound('announcement') });
  });
});

describe('lists', () => {
  it('answer {announcements} newest first by the day the date names, each date exactly as sent', async () => {
    await created({ ...details, date: 'Oct 30 2026', subject: 'October' });
    await created({ ...details, date: 'Jan 05 2027', subject: 'January, next year' });
    await created({ ...details, date: 'Nov 22 2026', subject: 'November' });
    await created({ ...details, date: 'Dec 31 2025', subject: 'Last year' });
    t.advance(1000);
    await created({ ...details, date: 'Nov 22 2026', subject: 'November, later' });
    const expected = [
      ['January, next year', 'Jan 05 2027'],
      ['November, later', 'Nov 22 2026'],
      ['November', 'Nov 22 2026'],
      ['October', 'Oct 30 2026'],
      ['Last year', 'Dec 31 2025'],
    ];
    for (const [path, token] of [[TUTOR_PATH, tutorToken], [STUDENT_PATH, studentToken]] as const) {
      expect((await list(path, token)).map((announcement) => [announcement.subject, announcement.date])).toEqual(expected);
    }
  });

  it('answer an empty list when there is none', async () => {
    expect(await (await t.request('GET', STUDENT_PATH, undefined, studentToken)).json()).toEqual({ announcements: [] });
  });
});

describe('the file is optional: an image, a PDF or none (issue 26)', () => {
  const pdf = { bytes: samplePdf('Trip consent form'), name: 'Trip consent.pdf', type: 'application/pdf' };
  const pdfName = (announcement: Announcement) => (announcement.filePath ?? '').replace('uploads/', '');
  const fetched = (path: string, token?: string) => t.request('GET', `/${path}`, undefined, token);

  /** A student in class 7A and one in no class, and 7A's id. */
  async function classOf7A() {
    const classId = await t.store.classes.create('7A', [], new Date());
    const inClass = { fname: 'Ravi', email: 'ravi@school.test', password: 'Secret#123', contact: '9876543210' };
    const outside = { ...inClass, fname: 'Carla', email: 'carla@school.test' };
    await t.store.classes.setRoster(classId, [(await t.createUser('student', inClass))._id]);
    await t.createUser('student', outside);
    return { classId, inClassToken: await t.login('student', inClass.email, inClass.password), outsideToken: await t.login('student', outside.email, outside.password) };
  }

  it('keeps a text-only announcement, answered and listed with imageUrl "" and no file, storing no file', async () => {
    const announcement = await created(details, null);
    expect(announcement).toEqual({ _id: expect.any(String), ...details, imageUrl: '', classes: [] });
    expect(await list(STUDENT_PATH, studentToken)).toEqual([announcement]);
    expect(await list()).toEqual([announcement]);
    expect(t.uploadedFiles()).toEqual([]);
    expect(await auditTrail()).toContainEqual(['announcement.create', `announcement ${announcement._id} "${details.subject}"`]);
  });

  it('keeps a PDF as it came, answered like an assignment’s file, with imageUrl ""', async () => {
    const announcement = await created(details, pdf);
    expect(announcement).toEqual({
      _id: expect.any(String),
      ...details,
      imageUrl: '',
      filePath: expect.stringMatching(/^uploads\/[A-Za-z0-9_-]{22}\.pdf$/),
      fileName: pdf.name,
      classes: [],
    });
    expect(readFileSync(join(t.dataDir, announcement.filePath as string))).toEqual(pdf.bytes);
    expect(await t.store.uploads.find(pdfName(announcement))).toMatchObject({ fileName: pdf.name, mime: 'application/pdf' });
    expect(await list(STUDENT_PATH, studentToken)).toEqual([announcement]);
  });

  it('serves an announcement’s PDF to the students it is for only, and to nobody without a token', async () => {
    const { classId, inClassToken, outsideToken } = await classOf7A();
    const announcement = await created({ ...details, classes: classId }, pdf);
    const path = announcement.filePath as string;
    const response = await fetched(path, inClassToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf.bytes);
    expect((await fetched(path, tutorToken)).status).toBe(200);
    expect((await fetched(path, outsideToken)).status).toBe(404);
    expect((await fetched(path)).status).toBe(401);
    expect(await list(STUDENT_PATH, outsideToken)).toEqual([]);
  });

  it('refuses an announcement’s image to a student outside its class too', async () => {
    const { classId, inClassToken, outsideToken } = await classOf7A();
    const announcement = await created({ ...details, classes: classId });
    expect((await fetched(announcement.imageUrl, inClassToken)).status).toBe(200);
    expect((await fetched(announcement.imageUrl, outsideToken)).status).toBe(404);
  });

  it('keeps the PDF through an edit of the texts', async () => {
    const announcement = await created(details, pdf);
    const change = { subject: 'Trip moved', description: 'Now on Friday.', date: 'Nov 27 2026' };
    const response = await t.request('PATCH', TUTOR_PATH, { ...change, id: announcement._id }, tutorToken);
    expect(await response.json()).toEqual({ ...announcement, ...change });
    expect(t.uploadedFiles()).toEqual([pdfName(announcement)]);
    expect((await fetched(announcement.filePath as string, studentToken)).status).toBe(200);
  });

  it('removes the PDF with its announcement: no row, no file, and the path is 404', async () => {
    const announcement = await created(details, pdf);
    const textOnly = await created({ ...details, subject: 'No file' }, null);
    expect((await t.request('DELETE', `${TUTOR_PATH}/${announcement._id}`, undefined, tutorToken)).status).toBe(204);
    expect(t.uploadedFiles()).toEqual([]);
    expect(await t.store.uploads.find(pdfName(announcement))).toBeUndefined();
    expect((await fetched(announcement.filePath as string, studentToken)).status).toBe(404);
    expect(await list()).toEqual([textOnly]);
    expect((await t.request('DELETE', `${TUTOR_PATH}/${textOnly._id}`, undefined, tutorToken)).status).toBe(204);
    expect(await list()).toEqual([]);
  });

  it('answers the product’s client as before: its multipart with an image gives the same keys, an image URL and no file fields', async () => {
    const form = new FormData();
    form.append('subject', details.subject);
    form.append('description', details.description);
    form.append('file', new Blob([png.bytes], { type: 'image/png' }), png.name);
    form.append('date', details.date);
    const response = await t.send('POST', TUTOR_PATH, form, tutorToken);
    expect(response.status).toBe(201);
    const announcement = (await response.json()) as Announcement;
    expect(Object.keys(announcement).sort()).toEqual(['_id', 'classes', 'date', 'description', 'imageUrl', 'subject']);
    expect(announcement.imageUrl).toMatch(/^uploads\/[A-Za-z0-9_-]{22}\.png$/);
    for (const path of [TUTOR_PATH, STUDENT_PATH]) {
      expect(Object.keys((await list(path, path === TUTOR_PATH ? tutorToken : studentToken))[0] ?? {}).sort()).toEqual(['_id', 'classes', 'date', 'description', 'imageUrl', 'subject']);
    }
  });
});
