import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PhotoSection } from '../../contract/records/photo-section.ts';
import { fileMessages } from '../../contract/strings/files.ts';
import { photoMessages } from '../../contract/strings/validation.ts';
import { MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_SIDE } from '../files/image-limits.ts';
import { startSignedInApi, tutor, type TestApi } from '../testing/api-harness.ts';
import { sampleGif, sampleJpeg, samplePdf, samplePng, sampleWebp } from '../testing/sample-files.ts';
import { sampleAlphaWebp, sampleBombPng, sampleDecodableHeif, sampleHeic, sampleImage, sampleLinePng, samplePhoneJpeg, samplePhoneSizedHeif, sampleTruncatedJpeg } from '../testing/sample-photos.ts';

const TUTOR_PATH = '/tutor/home/photos';
const STUDENT_PATH = '/student/home/photos';

interface Photo {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
}
const png: Photo = { bytes: samplePng(), name: 'class.png' };
/** Decompression bombs whose making is asynchronous: a header claiming 7000 × 7000 over a few bytes, and a 9-MP WebP of 422 bytes. */
const truncatedJpeg = await sampleTruncatedJpeg(7000, 7000);
const alphaWebp = await sampleAlphaWebp(3000, 3000);
const phoneSizedHeif = await samplePhoneSizedHeif();
const fourKinds: Photo[] = [png, { bytes: sampleJpeg(), name: 'trip.jpg' }, { bytes: sampleWebp(), name: 'logo.webp' }, { bytes: sampleGif(), name: 'dot.gif' }];

let t: TestApi;
let tutorToken: string;
let studentToken: string;
beforeEach(async () => ({ t, tutorToken, studentToken } = await startSignedInApi({ maxUploadMb: 1 })));
afterEach(() => t.close());

/** The form the tutor's page sends: `subject` (unless undefined) and each photo under `files`. */
function photoForm(subject: string | undefined, photos: readonly Photo[]): FormData {
  const form = new FormData();
  if (subject !== undefined) form.append('subject', subject);
  for (const photo of photos) form.append('files', new Blob([photo.bytes], { type: 'image/jpeg' }), photo.name);
  return form;
}
const create = (subject: string | undefined, photos: readonly Photo[] = [png], token = tutorToken) => t.send('POST', TUTOR_PATH, photoForm(subject, photos), token);
/** Makes a section; the clock then moves on, so sections made one after another list newest first. */
const created = async (subject = 'Sports day', photos: readonly Photo[] = [png]) => {
  const response = await create(subject, photos);
  expect(response.status).toBe(201);
  t.advance(1000);
  return (await response.json()) as PhotoSection;
};
const addTo = (id: string, subject: string | undefined, photos: readonly Photo[], token = tutorToken) => t.send('PUT', `${TUTOR_PATH}/${id}`, photoForm(subject, photos), token);
const change = (id: string, body: unknown, token = tutorToken) => t.request('PATCH', `${TUTOR_PATH}/${id}`, body, token);
const list = async () => (await (await t.request('GET', TUTOR_PATH, undefined, tutorToken)).json()) as PhotoSection[];
const auditTrail = async () => (await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email })).map((event) => [event.action, event.target]);
/** Every file of a section: full-size copies and renditions, by stored name. */
const storedNames = (section: PhotoSection) =>
  section.files.flatMap((file) => [file.filePath, ...file.renditions.map((rendition) => rendition.filePath)]).map((path) => path.replace('uploads/', '')).sort();
const diskBytes = (filePath: string) => readFileSync(join(t.dataDir, filePath));
/** Nothing of a refused request may stay: no row, no photo, no rendition, no temporary file. */
const expectUnchanged = async (before: PhotoSection[] = [], files: string[] = []) => {
  expect(await list()).toEqual(before);
  expect(t.uploadedFiles()).toEqual(files);
};

describe('who may call', () => {
  it.each([
    ['GET', TUTOR_PATH],
    ['GET', STUDENT_PATH],
    ['POST', TUTOR_PATH],
    ['PUT', `${TUTOR_PATH}/some-id`],
    ['PATCH', `${TUTOR_PATH}/some-id`],
    ['DELETE', `${TUTOR_PATH}/some-id`],
  ])('%s %s refuses a caller without a token with 401', async (method, path) => {
    const response = method === 'POST' || method === 'PUT' ? await t.send(method, path, photoForm('Sports day', [png])) : await t.request(method, path, method === 'PATCH' ? { subject: 'x' } : undefined);
    expect(response.status).toBe(401);
    expect(t.uploadedFiles()).toEqual([]);
  });

  it('refuses a student every tutor call with 403, changing nothing', async () => {
    const section = await created();
    const files = t.uploadedFiles();
    expect((await create('Mine', [png], studentToken)).status).toBe(403);
    expect((await addTo(section._id, 'Mine', [png], studentToken)).status).toBe(403);
    expect((await change(section._id, { subject: 'Mine' }, studentToken)).status).toBe(403);
    expect((await change(section._id, { filePath: section.files[0]?.filePath, fileName: 'class.png' }, studentToken)).status).toBe(403);
    expect((await t.request('DELETE', `${TUTOR_PATH}/${section._id}`, undefined, studentToken)).status).toBe(403);
    expect((await t.request('GET', TUTOR_PATH, undefined, studentToken)).status).toBe(403);
    await expectUnchanged([section], files);
  });

  it('answers the student list, {photos}, to students and tutors alike; the tutor list is the bare array', async () => {
    const section = await created();
    for (const token of [studentToken, tutorToken]) {
      const response = await t.request('GET', STUDENT_PATH, undefined, token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ photos: [section] });
    }
    expect(await list()).toEqual([section]);
  });
});

describe('create (POST, multipart)', () => {
  it('keeps a section of several images of every kind, in upload order, each with its WebP rendition, and answers 201', async () => {
    const section = await created('Sports day', fourKinds);
    expect(section).toEqual({
      _id: expect.any(String),
      subject: 'Sports day',
      classes: [],
      files: fourKinds.map((photo) => ({
        filePath: expect.stringMatching(new RegExp(`^uploads/[A-Za-z0-9_-]{22}\\.${photo.name.split('.').at(-1)}$`)),
        fileName: photo.name,
        width: expect.any(Number),
        height: expect.any(Number),
        renditions: [{ width: expect.any(Number), filePath: expect.stringMatching(/^uploads\/[A-Za-z0-9_-]{22}\.webp$/) }],
      })),
    });
    expect(section.files.map((file) => [file.width, file.height])).toEqual([[2, 2], [8, 8], [1, 1], [1, 1]]);
    expect(t.uploadedFiles()).toEqual(storedNames(section));
    expect(await list()).toEqual([section]);
    expect(await auditTrail()).toContainEqual(['photos.create', `photo section ${section._id} "Sports day"`]);
  });

  it('serves each photo and rendition to a student with its type; renditions as image/webp', async () => {
    const section = await created('Sports day', [png]);
    const [photo] = section.files;
    for (const [path, type] of [[photo?.filePath, 'image/png'], [photo?.renditions[0]?.filePath, 'image/webp']]) {
      const response = await t.request('GET', `/${path}`, undefined, studentToken);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe(type);
    }
  });

  it('serves a phone photo and its renditions upright and without EXIF, XMP or IPTC: no GPS position, no camera serial', async () => {
    const original = await samplePhoneJpeg(2000, 1000, 6);
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('SN-12345678');
    const section = await created('Trip', [{ bytes: original, name: 'IMG_0001.jpg' }]);
    const [photo] = section.files;
    expect(photo).toMatchObject({ width: 1000, height: 2000, renditions: [{ width: 480 }] });
    for (const filePath of [photo?.filePath, ...(photo?.renditions ?? []).map((rendition) => rendition.filePath)]) {
      const response = await t.request('GET', `/${filePath}`, undefined, studentToken);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes).toEqual(diskBytes(filePath ?? ''));
      expect(bytes.includes('SN-12345678')).toBe(false);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.height).toBeGreaterThan(metadata.width ?? Infinity);
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    }
  });

  it('turns a 40×20 photo saved with orientation 6 upright: 20×40', async () => {
    const section = await created('Trip', [{ bytes: await samplePhoneJpeg(40, 20, 6), name: 'turned.jpg' }]);
    expect(section.files[0]).toMatchObject({ width: 20, height: 40 });
    expect(await sharp(diskBytes(section.files[0]?.filePath ?? '')).metadata()).toMatchObject({ width: 20, height: 40 });
  });

  it('makes WebP renditions 480 and 1280 wide of a wider photo, and never upscales a narrower one', async () => {
    const section = await created('Wide', [{ bytes: await sampleImage(1600, 800, 'jpeg'), name: 'wide.jpg' }, { bytes: await sampleImage(300, 200, 'jpeg'), name: 'small.jpg' }]);
    expect(section.files.map((file) => file.renditions.map((rendition) => rendition.width))).toEqual([[480, 1280], [300]]);
    for (const rendition of section.files.flatMap((file) => file.renditions)) {
      expect(await sharp(diskBytes(rendition.filePath)).metadata()).toMatchObject({ format: 'webp', width: rendition.width });
    }
  });

  it.each([
    ['without a subject', undefined, photoMessages.subjectRequired],
    ['with a blank subject', '   ', photoMessages.subjectRequired],
    ['with a subject too long', 'x'.repeat(201), photoMessages.subjectLong],
  ])('refuses a form %s with 400, storing nothing', async (_case, subject, message) => {
    const response = await create(subject, [png]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
    await expectUnchanged();
  });

  it('refuses a form without a photo with 400', async () => {
    const response = await create('Sports day', []);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: photoMessages.filesRequired });
    await expectUnchanged();
  });

  // Each refusal comes after good photos in the same request: none of them may stay.
  it.each([
    ['a PDF renamed .jpg', 415, { bytes: samplePdf(), name: 'photo.jpg' }, fileMessages.wrongKind('PNG, JPEG, WebP, GIF, HEIC')],
    ['a file over MAX_UPLOAD_MB', 413, { bytes: new Uint8Array(1024 * 1024 + 1), name: 'huge.jpg' }, fileMessages.tooLarge(1)],
    ['a decompression bomb (a tiny PNG claiming 100,000 × 100,000)', 413, { bytes: sampleBombPng(), name: 'bomb.png' }, photoMessages.tooManyPixels(MAX_IMAGE_MEGAPIXELS)],
    ['an iPhone HEIC it cannot decode', 415, { bytes: sampleHeic(), name: 'IMG_0002.HEIC' }, photoMessages.heic],
    ['a HEIC of an iPhone photo’s 4032 × 3024, over the budget for its decoder', 415, { bytes: phoneSizedHeif, name: 'IMG_0003.HEIC' }, photoMessages.heic],
    ['a 49,000,000 × 1 PNG (47.7 KB, under the pixel limit)', 413, { bytes: sampleLinePng(), name: 'line.png' }, photoMessages.sideTooLong(MAX_IMAGE_SIDE)],
    ['a JPEG whose header claims 7000 × 7000 over a few bytes of data', 415, { bytes: truncatedJpeg, name: 'short.jpg' }, photoMessages.unreadable],
    ['a 9-MP WebP with alpha (422 bytes), more memory to decode than the budget', 413, { bytes: alphaWebp, name: 'flat.webp' }, photoMessages.tooCostly],
  ])('refuses a batch holding %s with %i, storing nothing at all', async (_case, status, bad, message) => {
    const response = await create('Sports day', [...fourKinds, bad]);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    await expectUnchanged();
    expect((await auditTrail()).map(([action]) => action)).not.toContain('photos.create');
  });

  it('keeps a HEIF it can decode as a JPEG, named as what it now is', async () => {
    const section = await created('Phones', [{ bytes: await sampleDecodableHeif(), name: 'IMG_0001.HEIC' }]);
    expect(section.files[0]?.fileName).toBe('IMG_0001.jpg');
    expect(section.files[0]?.filePath).toMatch(/\.jpg$/);
  });

  it('refuses 51 files with the multipart limit’s message, storing nothing', async () => {
    const response = await create('Sports day', Array.from({ length: 51 }, (_, index) => ({ bytes: samplePng(), name: `p${index}.png` })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: fileMessages.tooManyFiles(50) });
    await expectUnchanged();
  });

  it('takes 50 files in one request', async () => {
    const section = await created('Fifty', Array.from({ length: 50 }, (_, index) => ({ bytes: samplePng(), name: `p${index}.png` })));
    expect(section.files.map((file) => file.fileName)).toEqual(Array.from({ length: 50 }, (_, index) => `p${index}.png`));
  });
});

describe('add photos (PUT, multipart)', () => {
  it('adds photos after the others and answers the section', async () => {
    const section = await created('Sports day', [png]);
    const response = await addTo(section._id, 'Sports day', [{ bytes: sampleJpeg(), name: 'more.jpg' }, { bytes: sampleGif(), name: 'last.gif' }]);
    expect(response.status).toBe(200);
    const added = (await response.json()) as PhotoSection;
    expect(added.files.map((file) => file.fileName)).toEqual(['class.png', 'more.jpg', 'last.gif']);
    expect(added.files[0]).toEqual(section.files[0]);
    expect(await list()).toEqual([added]);
    expect(t.uploadedFiles()).toEqual(storedNames(added));
    expect(await auditTrail()).toContainEqual(['photos.add', `photo section ${section._id} "Sports day"`]);
  });

  it('keeps the subject whatever subject the form sends: a stale one must not undo a rename', async () => {
    const section = await created('Sports day', [png]);
    expect((await change(section._id, { subject: 'Sports day 2026' })).status).toBe(200);
    expect(((await (await addTo(section._id, 'Sports day', [png])).json()) as PhotoSection).subject).toBe('Sports day 2026');
    expect(((await (await addTo(section._id, undefined, [png])).json()) as PhotoSection).subject).toBe('Sports day 2026');
  });

  it('refuses a batch with a refused file, adding nothing and keeping what was there', async () => {
    const section = await created('Sports day', [png]);
    const files = t.uploadedFiles();
    const response = await addTo(section._id, 'Renamed', [png, { bytes: sampleBombPng(), name: 'bomb.png' }]);
    expect(response.status).toBe(413);
    await expectUnchanged([section], files);
  });

  it('refuses no photo with 400, and an unknown section with 404, storing nothing', async () => {
    const section = await created('Sports day', [png]);
    const files = t.uploadedFiles();
    expect((await addTo(section._id, 'Sports day', [])).status).toBe(400);
    const response = await addTo('no-such-id', 'Sports day', [png]);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: photoMessages.sectionNotFound });
    await expectUnchanged([section], files);
  });
});

describe('change (PATCH, JSON)', () => {
  it('refuses a body that is not JSON with 400 before reading it, changing nothing', async () => {
    const section = await created('Sports day', [png]);
    const files = t.uploadedFiles();
    const response = await t.send('PATCH', `${TUTOR_PATH}/${section._id}`, photoForm('Renamed', [png]), tutorToken);
    expect(response.status).toBe(400);
    await expectUnchanged([section], files);
  });

  it('renames the section', async () => {
    const section = await created('Sports day', [png]);
    const response = await change(section._id, { subject: 'Sports day 2026' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...section, subject: 'Sports day 2026' });
    expect(await auditTrail()).toContainEqual(['photos.rename', `photo section ${section._id} "Sports day 2026"`]);
  });

  it('deletes one photo with every file of it, which is then 404', async () => {
    const section = await created('Sports day', fourKinds);
    const [gone, ...kept] = section.files;
    const response = await change(section._id, { filePath: gone?.filePath, fileName: gone?.fileName });
    expect(response.status).toBe(200);
    const after = { ...section, files: kept };
    expect(await response.json()).toEqual(after);
    expect(t.uploadedFiles()).toEqual(storedNames(after));
    for (const path of [gone?.filePath, gone?.renditions[0]?.filePath]) {
      expect((await t.request('GET', `/${path}`, undefined, studentToken)).status).toBe(404);
    }
    expect(await auditTrail()).toContainEqual(['photos.remove-photo', `photo ${gone?.filePath} of photo section ${section._id} "Sports day"`]);
  });

  it.each([
    ['a blank subject', { subject: ' ' }, photoMessages.subjectRequired],
    ['neither a subject nor a photo', { something: 'else' }, photoMessages.changeRequired],
    ['no body', undefined, photoMessages.changeRequired],
    ['an empty filePath', { filePath: '', fileName: 'x' }, photoMessages.changeRequired],
  ])('refuses %s with 400, changing nothing', async (_case, body, message) => {
    const section = await created('Sports day', [png]);
    const response = await change(section._id, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
    expect(await list()).toEqual([section]);
  });

  it('answers 404 for an unknown section or a photo not in the section, changing nothing', async () => {
    const section = await created('Sports day', [png]);
    const other = await created('Other', [png]);
    const files = t.uploadedFiles();
    const unknownSection = await change('no-such-id', { subject: 'x' });
    expect(unknownSection.status).toBe(404);
    expect(await unknownSection.json()).toEqual({ message: photoMessages.sectionNotFound });
    expect((await change('no-such-id', { filePath: section.files[0]?.filePath, fileName: 'class.png' })).status).toBe(404);
    for (const filePath of [other.files[0]?.filePath, 'uploads/AAAAAAAAAAAAAAAAAAAAAA.png', section.files[0]?.renditions[0]?.filePath, 'elsewhere']) {
      const response = await change(section._id, { filePath, fileName: 'class.png' });
      expect(response.status, filePath).toBe(404);
      expect(await response.json()).toEqual({ message: photoMessages.photoNotFound });
    }
    await expectUnchanged([other, section], files);
  });
});

describe('delete', () => {
  it('removes the section and every file of it, leaving the others', async () => {
    const section = await created('Sports day', fourKinds);
    t.advance(1000);
    const other = await created('Book fair', [png]);
    const response = await t.request('DELETE', `${TUTOR_PATH}/${section._id}`, undefined, tutorToken);
    expect(response.status).toBe(204);
    await expectUnchanged([other], storedNames(other));
    for (const name of storedNames(section)) expect(await t.store.uploads.find(name)).toBeUndefined();
    expect(await auditTrail()).toContainEqual(['photos.delete', `photo section ${section._id} "Sports day"`]);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await t.request('DELETE', `${TUTOR_PATH}/no-such-id`, undefined, tutorToken);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: photoMessages.sectionNotFound });
  });
});

describe('lists', () => {
  it('answer sections newest first', async () => {
    for (const subject of ['First', 'Second', 'Third']) {
      await created(subject, [png]);
      t.advance(1000);
    }
    expect((await list()).map((section) => section.subject)).toEqual(['Third', 'Second', 'First']);
  });

  it('answer an empty list when there is none', async () => {
    expect(await list()).toEqual([]);
    expect(await (await t.request('GET', STUDENT_PATH, undefined, studentToken)).json()).toEqual({ photos: [] });
  });
});
