import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileRecord } from '../../contract/records/file-record.ts';
import { fileMessages } from '../../contract/strings/files.ts';
import { recordMessages } from '../../contract/strings/validation.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import type { Store } from '../db/index.ts';
import { formOf, startSignedInApi, startTestApi, student, TEST_SECRET, tutor, type TestApi } from '../testing/api-harness.ts';
import { mountedApi } from '../testing/mounted-api.ts';
import { sampleDocx, sampleExe, sampleHtml, samplePdf, samplePng, sampleText } from '../testing/sample-files.ts';

/** Assignments and notes share one implementation; each case names what differs. */
const areas = [
  {
    table: 'assignments',
    noun: 'assignment',
    // The hand-in counts are the tutor's list's own (assignment-terms.test.ts).
    tutorList: (body: unknown) => (body as { assignments: Array<FileRecord & { handIns?: unknown }> }).assignments.map(({ handIns: _counts, ...record }) => record),
    studentKey: 'assignments',
    // An assignment without terms (issue 26): open for hand-in, no due time, no points.
    terms: { handInOpen: true },
  },
  { table: 'notes', noun: 'note', tutorList: (body: unknown) => body as FileRecord[], studentKey: 'notes', terms: {} },
] as const;

const details = { date: '22/Nov/2026', title: 'Fractions worksheet', description: 'Exercises 1 to 12, due Friday.' };
const pdf = { bytes: samplePdf(), name: 'Fractions week 3.pdf', type: 'application/pdf' };

let t: TestApi;
let tutorToken: string;
let studentToken: string;
beforeEach(async () => ({ t, tutorToken, studentToken } = await startSignedInApi()));
afterEach(() => t.close());

describe.each(areas)('/$table', (area) => {
  const tutorPath = `/tutor/home/${area.table}`;
  const create = (fields: Record<string, string> = details, file: Parameters<typeof formOf>[1] | null = pdf, token = tutorToken) =>
    t.send('POST', tutorPath, formOf(fields, file ?? undefined), token);
  const created = async (fields: Record<string, string> = details, file: Parameters<typeof formOf>[1] = pdf) => {
    const response = await create(fields, file);
    expect(response.status).toBe(201);
    return (await response.json()) as FileRecord;
  };
  const tutorList = async () => area.tutorList(await (await t.request('GET', tutorPath, undefined, tutorToken)).json());
  const diskBytes = (record: FileRecord) => readFileSync(join(t.dataDir, record.filePath));
  /** Nothing of a refused request may stay: no row, no file, no half-written file. */
  const expectNothingStored = async () => {
    expect(await tutorList()).toEqual([]);
    expect(t.uploadedFiles()).toEqual([]);
  };

  describe('create', () => {
    it('keeps the record and its file, and answers 201 with the record as the product reads it', async () => {
      const record = await created();
      expect(record).toEqual({ _id: expect.any(String), ...details, filePath: expect.stringMatching(/^uploads\/[A-Za-z0-9_-]{22}\.pdf$/), fileName: pdf.name, classes: [], ...area.terms });
      expect(diskBytes(record)).toEqual(pdf.bytes);
      expect(await tutorList()).toEqual([record]);
    });

    it('answers the date exactly as the device sent it and lists newest first by the day it names', async () => {
      const older = await created({ ...details, date: '30/Oct/2026', title: 'October' });
      const newest = await created({ ...details, date: '01/Dec/2026', title: 'December' });
      const middle = await created({ ...details, date: '22/Nov/2026', title: 'November' });
      t.advance(1000);
      const sameDayLater = await created({ ...details, date: '22/Nov/2026', title: 'November, later' });
      expect((await tutorList()).map((record) => record.title)).toEqual(['December', 'November, later', 'November', 'October']);
      expect([older.date, newest.date, middle.date, sameDayLater.date]).toEqual(['30/Oct/2026', '01/Dec/2026', '22/Nov/2026', '22/Nov/2026']);
    });

    it('records who made it in the audit log', async () => {
      const record = await created();
      const events = await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email });
      expect(events.map((event) => [event.action, event.target])).toContainEqual([`${area.noun}.create`, `${area.noun} ${record._id} "${details.title}"`]);
    });

    it('makes the record and its audit event together: when the event cannot be written, nothing is kept', async () => {
      const failingAudit: Store = {
        ...t.store,
        transaction: (work) => t.store.transaction((tx) => work({ ...tx, auditEvents: { ...tx.auditEvents, record: () => Promise.reject(new Error('disk gone')) } })),
      };
      const crashing = mountedApi({ store: failingAudit, files: t.files, mailWorker: { wake: () => {} }, secret: TEST_SECRET, now: () => new Date() });
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      const response = await crashing.request(tutorPath, { method: 'POST', headers: { Authorization: `Bearer ${tutorToken}` }, body: formOf(details, pdf) });
      quiet.mockRestore();
      expect(response.status).toBe(500);
      await expectNothingStored();
    });

    it.each([
      ['no title', { ...details, title: '' }, recordMessages.titleRequired],
      ['a blank title', { ...details, title: '   ' }, recordMessages.titleRequired],
      ['no description', { date: details.date, title: details.title }, recordMessages.descriptionRequired],
      ['a malformed date', { ...details, date: '2026-11-22' }, recordMessages.dateInvalid('22/Nov/2026')],
      ['an impossible date', { ...details, date: '31/Feb/2026' }, recordMessages.dateInvalid('22/Nov/2026')],
      ['no date', { title: details.title, description: details.description }, recordMessages.dateInvalid('22/Nov/2026')],
    ])('refuses %s with 400 and the form’s message, storing nothing', async (_case, fields, message) => {
      const response = await create(fields);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message });
      await expectNothingStored();
    });

    it('refuses a form without a file', async () => {
      const response = await create(details, null);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: fileMessages.missing });
      await expectNothingStored();
    });

    it.each([
      ['a file named .pdf whose bytes are no document', Buffer.concat([Buffer.from([0, 1, 2, 3, 0xff, 0xfe]), Buffer.alloc(200, 7)]), 'report.pdf', 'application/pdf'],
      ['an executable renamed .txt', sampleExe(), 'notes.txt', 'text/plain'],
      ['an executable renamed .docx', sampleExe(), 'essay.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['an HTML page renamed .txt', sampleHtml(), 'reading.txt', 'text/plain'],
      ['an HTML page renamed .docx', sampleHtml(), 'essay.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ])('refuses %s with 415 naming the accepted kinds, storing nothing', async (_case, bytes, name, type) => {
      const response = await create(details, { bytes, name, type });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { message: string }).message).toMatch(/PDF.*PNG.*JPEG/);
      await expectNothingStored();
    });

    it('refuses an empty file, storing nothing', async () => {
      const response = await create(details, { bytes: Buffer.alloc(0), name: 'empty.pdf' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: fileMessages.empty });
      await expectNothingStored();
    });

    it('judges a file by its content, not its name: text named .pdf is kept, and named, as text', async () => {
      const record = await created(details, { bytes: sampleText(), name: 'reading.pdf', type: 'application/pdf' });
      expect(record.filePath).toMatch(/\.txt$/);
      expect(record.fileName).toBe('reading.txt');
    });

    it('keeps office documents and images under their checked kind', async () => {
      expect((await created(details, { bytes: sampleDocx(), name: 'essay.docx' })).filePath).toMatch(/\.docx$/);
      expect((await created(details, { bytes: samplePng(), name: 'diagram' })).filePath).toMatch(/\.png$/);
    });

    it('keeps only the last part of a path-like file name', async () => {
      const record = await created(details, { bytes: samplePdf(), name: '../../etc/passwd.pdf' });
      expect(record.fileName).toBe('passwd.pdf');
    });

    it('refuses a student, reading nothing of the upload', async () => {
      const response = await create(details, pdf, studentToken);
      expect(response.status).toBe(403);
      await expectNothingStored();
    });
  });

  describe('size limit', () => {
    let small: TestApi;
    beforeEach(async () => {
      small = await startTestApi({ maxUploadMb: 1 });
    });
    afterEach(() => small.close());

    it('refuses a file over MAX_UPLOAD_MB with 413 saying the limit, and leaves nothing on disk', async () => {
      const token = await small.tokenFor('tutor');
      const tooBig = Buffer.concat([samplePdf(), Buffer.alloc(1024 * 1024, 0x20)]);
      const response = await small.send('POST', tutorPath, formOf(details, { bytes: tooBig, name: 'big.pdf' }), token);
      expect(response.status).toBe(413);
      expect(((await response.json()) as { message: string }).message).toMatch(/1 MB/);
      expect(small.uploadedFiles()).toEqual([]);
      expect(await small.store[area.table].list()).toEqual([]);
    });

    it('takes a file of exactly the limit', async () => {
      const token = await small.tokenFor('tutor');
      const pdfBytes = samplePdf();
      const exact = Buffer.concat([pdfBytes, Buffer.alloc(1024 * 1024 - pdfBytes.length, 0x20)]);
      const response = await small.send('POST', tutorPath, formOf(details, { bytes: exact, name: 'exact.pdf' }), token);
      expect(response.status).toBe(201);
    });

    it('stops reading an oversized upload as it streams in, long before its end', async () => {
      const token = await small.tokenFor('tutor');
      let sent = 0;
      const boundary = 'studyhall-test-boundary';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHuge\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const twoGigabytes = 2 * 1024 * 1024 * 1024;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = sent === 0 ? head : chunk;
          sent += next.length;
          if (sent > twoGigabytes) controller.close();
          else controller.enqueue(next);
        },
      });
      const response = await small.api.request(tutorPath, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      // The limit is 1 MB: what was read beyond it is the stream's read-ahead, not the upload.
      expect(sent).toBeLessThan(4 * 1024 * 1024);
      expect(small.uploadedFiles()).toEqual([]);
    });
  });

  describe('upload limit per tutor account', () => {
    let limited: TestApi;
    beforeEach(async () => {
      limited = await startTestApi({ limits: { ...DEFAULT_LIMITS, uploadsPerHour: 2 } });
    });
    afterEach(() => limited.close());

    it('refuses uploads past the hour’s allowance with 429 and Retry-After, storing nothing, and not another tutor’s', async () => {
      const token = await limited.tokenFor('tutor');
      const upload = (as: string) => limited.send('POST', tutorPath, formOf(details, pdf), as);
      expect((await upload(token)).status).toBe(201);
      expect((await upload(token)).status).toBe(201);
      const refused = await upload(token);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(limited.uploadedFiles()).toHaveLength(2);
      const colleague = await limited.tokenFor('tutor', { ...tutor, email: 'colleague@school.test' });
      expect((await upload(colleague)).status).toBe(201);
      // JSON edits are not uploads.
      const [first] = await limited.store[area.table].list();
      expect((await limited.request('PUT', `${tutorPath}/${first?._id}`, details, token)).status).toBe(200);
      limited.advance(60 * 60 * 1000 + 1000);
      expect((await upload(token)).status).toBe(201);
    });
  });

  describe('edit details (PUT)', () => {
    it('changes the title, description and date and answers the record', async () => {
      const record = await created();
      const changed = { date: '23/Nov/2026', title: 'Fractions, corrected', description: 'Exercises 1 to 10.' };
      const response = await t.request('PUT', `${tutorPath}/${record._id}`, changed, tutorToken);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ...record, ...changed });
      expect(await tutorList()).toEqual([{ ...record, ...changed }]);
    });

    it('refuses an empty title or description, changing nothing', async () => {
      const record = await created();
      for (const change of [{ ...details, title: '' }, { ...details, description: '' }]) {
        expect((await t.request('PUT', `${tutorPath}/${record._id}`, change, tutorToken)).status).toBe(400);
      }
      expect(await tutorList()).toEqual([record]);
    });

    it('answers 404 for an unknown id', async () => {
      const response = await t.request('PUT', `${tutorPath}/no-such-id`, details, tutorToken);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: recordMessages.notFound(area.noun) });
    });
  });

  describe('replace the file (PATCH)', () => {
    it('points the record at the new file and removes the old one', async () => {
      const record = await created();
      const docx = sampleDocx();
      const response = await t.send('PATCH', `${tutorPath}/${record._id}`, formOf({ date: '24/Nov/2026' }, { bytes: docx, name: 'corrected.docx' }), tutorToken);
      expect(response.status).toBe(200);
      const replaced = (await response.json()) as FileRecord;
      expect(replaced).toEqual({ ...record, date: '24/Nov/2026', filePath: expect.stringMatching(/\.docx$/), fileName: 'corrected.docx' });
      expect(diskBytes(replaced)).toEqual(docx);
      expect(t.uploadedFiles()).toEqual([replaced.filePath.replace('uploads/', '')]);
    });

    it('refuses a wrong kind, keeping the old file and leaving no new one', async () => {
      const record = await created();
      const response = await t.send('PATCH', `${tutorPath}/${record._id}`, formOf({ date: details.date }, { bytes: sampleHtml(), name: 'x.docx' }), tutorToken);
      expect(response.status).toBe(415);
      expect(await tutorList()).toEqual([record]);
      expect(t.uploadedFiles()).toEqual([record.filePath.replace('uploads/', '')]);
    });

    it('answers 404 for an unknown id and leaves no file behind', async () => {
      const response = await t.send('PATCH', `${tutorPath}/no-such-id`, formOf({ date: details.date }, pdf), tutorToken);
      expect(response.status).toBe(404);
      expect(t.uploadedFiles()).toEqual([]);
    });

    it('refuses a missing file or date', async () => {
      const record = await created();
      expect((await t.send('PATCH', `${tutorPath}/${record._id}`, formOf({ date: details.date }), tutorToken)).status).toBe(400);
      expect((await t.send('PATCH', `${tutorPath}/${record._id}`, formOf({}, pdf), tutorToken)).status).toBe(400);
      expect(t.uploadedFiles()).toHaveLength(1);
    });
  });

  describe('delete', () => {
    it('removes the record and its file', async () => {
      const record = await created();
      const response = await t.request('DELETE', `${tutorPath}/${record._id}`, undefined, tutorToken);
      expect(response.status).toBe(204);
      await expectNothingStored();
      const events = await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email });
      expect(events.map((event) => event.action)).toContain(`${area.noun}.delete`);
    });

    it('answers 404 for an unknown id', async () => {
      expect((await t.request('DELETE', `${tutorPath}/no-such-id`, undefined, tutorToken)).status).toBe(404);
    });
  });

  describe('student list', () => {
    it(`answers {${area.studentKey}} newest first, to students and tutors`, async () => {
      const first = await created({ ...details, date: '21/Nov/2026' });
      const second = await created();
      for (const token of [studentToken, tutorToken]) {
        const response = await t.request('GET', `/student/home/${area.table}`, undefined, token);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ [area.studentKey]: [second, first] });
      }
    });

    it('never carries a password hash or a code', async () => {
      await created();
      const body = await (await t.request('GET', `/student/home/${area.table}`, undefined, studentToken)).text();
      // By the fields' names, not the whole text: a file's random stored name once spelt 'oTP'.
      expect(fieldNames(JSON.parse(body))).not.toContainEqual(expect.stringMatching(/password|hash|otp|code/i));
      expect(body).not.toContain('scrypt$');
      expect(body).not.toContain(student.password);
    });
  });
});

/** Every field name in a JSON value, however deep. */
function fieldNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(fieldNames);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, inner]) => [name, ...fieldNames(inner)]);
}
