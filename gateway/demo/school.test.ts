import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileRecord } from '../../contract/records/file-record.ts';
import type { PhotoFile, PhotoSection } from '../../contract/records/photo-section.ts';
import { dayMonthYear, monthDayYear, spacedMonthDayYear, weekdayMonthDayYear } from '../../contract/dates/codecs.ts';
import type { Store } from '../db/index.ts';
import { DOCUMENT_KINDS } from '../files/file-kinds.ts';
import { sniffFile } from '../files/sniff.ts';
import { apiOverFolder } from '../testing/api-over-folder.ts';
import { DataFolderInUseError, fillDemoSchool, type DemoSchool } from './school.ts';

const NOW = new Date(2026, 2, 18, 14, 30); // a Wednesday afternoon
const STUDENTS = 30;
const SLOW = 240_000;

let dataDir: string;
let school: DemoSchool;
let app: Awaited<ReturnType<typeof apiOverFolder>>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'studyhall-demo-'));
  school = await fillDemoSchool({ dataDir, now: NOW, students: STUDENTS, seed: 'test' });
  app = await apiOverFolder(dataDir);
}, SLOW);
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const asStudent = async () => (await app.login('student', school.logins.student)).token;
const getJson = async <T>(path: string, token?: string): Promise<T> => (await app.call('GET', path, { token })).json() as Promise<T>;
/** The copies of a photo: its full-size file and its renditions. */
const copiesOf = (file: PhotoFile) => [file.filePath, ...file.renditions.map((rendition) => rendition.filePath)];

/** Every day but Sunday from a year and a day before NOW to NOW, counted with plain dates. */
function weekdaysOfTheYear(): string[] {
  const days: string[] = [];
  const day = new Date(NOW.getFullYear() - 1, NOW.getMonth(), NOW.getDate() + 1, 12);
  for (; day <= NOW; day.setDate(day.getDate() + 1)) {
    const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    if (day.getDay() !== 0) days.push(iso);
  }
  return days;
}

describe('fillDemoSchool', () => {
  it('makes what it counts: accounts, a year of records, and a file on disk for every uploads row', async () => {
    const { store } = app;
    const sections = await store.photos.list();
    const photos = sections.flatMap((section) => section.files);
    expect(school.counts).toMatchObject({ students: STUDENTS, tutors: 5, photoSections: 6, photos: photos.length });
    expect(await store.users.listByPosition('student')).toHaveLength(STUDENTS);
    expect(await store.users.listByPosition('tutor')).toHaveLength(5);
    expect(await store.assignments.list()).toHaveLength(school.counts.assignments + school.counts.handIns.homework);
    expect(await store.notes.list()).toHaveLength(school.counts.notes);
    expect(await store.announcements.list()).toHaveLength(school.counts.announcements);
    expect(await store.events.list()).toHaveLength(school.counts.events);
    // 2 to 4 assignments and 1 or 2 notes in each of the year's 53 school weeks, and one of each today.
    expect(school.counts.assignments).toBeGreaterThanOrEqual(2 * 53 + 1);
    expect(school.counts.assignments).toBeLessThanOrEqual(4 * 53 + 1);
    expect(school.counts.notes).toBeGreaterThanOrEqual(53 + 1);
    expect(school.counts.notes).toBeLessThanOrEqual(2 * 53 + 1);
    expect(sections.every((section) => section.files.length >= 3 && section.files.length <= 5)).toBe(true);

    const rows = await store.uploads.allNames();
    const { homework, files: handedIn } = school.counts.handIns;
    const expected = school.counts.assignments + homework + handedIn + school.counts.notes + school.counts.announcements + photos.flatMap(copiesOf).length;
    expect(school.counts.files).toBe(expected);
    expect(rows.size).toBe(expected);
    expect(new Set(readdirSync(join(dataDir, 'uploads')))).toEqual(rows);
  });

  it('takes attendance on every Monday to Saturday of the twelve months up to today, and on no Sunday', async () => {
    const marked = await app.store.attendance.list();
    expect(marked.map((day) => weekdayMonthDayYear.parse(day.absentees.date))).toEqual(weekdaysOfTheYear());
    expect(school.counts.schoolDays).toBe(marked.length);
    expect([school.first, school.today]).toEqual(['2025-03-19', '2026-03-18']);
  });

  it('keeps absences within 5 to 8% of student-days, some students away far more than others', async () => {
    const absences = await app.store.attendance.absencesBetween(school.first, school.today);
    expect(absences).toHaveLength(school.counts.absences);
    const rate = absences.length / (STUDENTS * school.counts.schoolDays);
    expect(rate).toBeGreaterThan(0.05);
    expect(rate).toBeLessThan(0.08);
    const perStudent = Map.groupBy(absences, (absence) => absence.studentId);
    const days = [...perStudent.values()].map((list) => list.length).sort((one, other) => one - other);
    expect(days.at(-1)).toBeGreaterThan(3 * (days[0] as number));
  });

  it('puts every student in one class of up to 50, each class taught by a tutor or two', async () => {
    const classes = await app.store.classes.list();
    expect(classes.map(({ name, studentCount, archived }) => [name, studentCount, archived])).toEqual([['1A', STUDENTS, false]]);
    expect(school.counts.classes).toBe(1);
    const tutorIds = new Set((await app.store.users.listByPosition('tutor')).map((tutor) => tutor._id));
    expect(classes.every((each) => each.tutorIds.length >= 1 && each.tutorIds.length <= 2 && each.tutorIds.every((id) => tutorIds.has(id)))).toBe(true);
    const byStudent = await app.store.classes.idsByStudent();
    expect([...byStudent.values()].every((ids) => ids.length === 1)).toBe(true);
    expect(byStudent.size).toBe(STUDENTS);
  });

  it('names a few students alike on purpose, each with an admission number of their own', async () => {
    const students = await app.store.users.listByPosition('student');
    const ashas = students.filter((student) => student.fname === 'Asha Kumar');
    expect(ashas).toHaveLength(3);
    expect(new Set(ashas.map((asha) => asha.email)).size).toBe(3);
    expect(new Set(students.map((student) => student.admissionNo)).size).toBe(STUDENTS);
    expect(students.every((student) => /^\d{5}$/.test(student.admissionNo ?? ''))).toBe(true);
  });

  it("takes every class's register on every school day: most present, the day's absentees absent or excused, a few late", async () => {
    const marks = await app.store.registers.marksBetween(school.first, school.today);
    expect(school.counts.registers.registers).toBe(school.counts.schoolDays * school.counts.classes);
    expect(marks).toHaveLength(STUDENTS * school.counts.schoolDays);
    const byStatus = Map.groupBy(marks, (mark) => mark.status);
    expect(Object.fromEntries([...byStatus].map(([status, list]) => [status, list.length]))).toEqual(school.counts.registers.marks);
    expect((byStatus.get('present')?.length ?? 0) / marks.length).toBeGreaterThan(0.9);
    for (const status of ['absent', 'excused', 'late'] as const) expect(byStatus.get(status)?.length).toBeGreaterThan(0);
    const away = (await app.store.attendance.absencesBetween(school.first, school.today)).map(({ day, studentId }) => `${day} ${studentId}`).sort();
    const awayInRegisters = marks.filter(({ status }) => status === 'absent' || status === 'excused').map(({ day, studentId }) => `${day} ${studentId}`).sort();
    expect(awayInRegisters).toEqual(away);
    expect(marks.some(({ day }) => new Date(`${day}T12:00:00`).getDay() === 0)).toBe(false);
  });

  it('answers a register through the API as its tutor took it', async () => {
    const { token } = await app.login('tutor', school.logins.tutor);
    const [demoClass] = await app.store.classes.list();
    const response = await app.call('GET', `/tutor/home/classes/${demoClass?._id}/register/${school.today}`, { token });
    expect(response.status).toBe(200);
    const register = (await response.json()) as { taken: boolean; entries: Array<{ admissionNo: string }> };
    expect(register.taken).toBe(true);
    expect(register.entries).toHaveLength(STUDENTS);
  });

  it("fills today's lists and the coming weeks' events", async () => {
    const token = await asStudent();
    const { today } = school;
    const { assignments } = await getJson<{ assignments: FileRecord[] }>('/student/home/assignments', token);
    const { notes } = await getJson<{ notes: FileRecord[] }>('/student/home/notes', token);
    const { announcements } = await getJson<{ announcements: Array<{ date: string }> }>('/student/home/announcements', token);
    const { events } = await getJson<{ events: Array<{ date: string }> }>('/student/home/events', token);
    expect(assignments.some((record) => record.date === dayMonthYear.format(today))).toBe(true);
    expect(notes.some((record) => record.date === dayMonthYear.format(today))).toBe(true);
    expect(announcements.some((record) => record.date === monthDayYear.format(today))).toBe(true);
    expect(events.some((event) => event.date === spacedMonthDayYear.format(today))).toBe(true);
    const coming = events.map((event) => spacedMonthDayYear.parse(event.date) as string).filter((day) => day > today);
    expect(coming.length).toBeGreaterThanOrEqual(3);
    expect(coming.every((day) => day <= '2026-04-08')).toBe(true);
  });

  it("sets each class a homework due the school day before, handed in on time, late, returned or not at all, as the tutor's table shows it", async () => {
    const { token } = await app.login('tutor', school.logins.tutor);
    const [demoClass] = await app.store.classes.list();
    const listed = await getJson<{ assignments: Array<FileRecord & { due?: string }> }>(`/tutor/home/assignments?class=${demoClass?._id}`, token);
    expect(listed.assignments).toHaveLength(1);
    const [homework] = listed.assignments as [FileRecord & { due?: string }];
    expect(homework.due).toBe(new Date(2026, 2, 17, 17).toISOString()); // Tuesday, the school day before NOW, at five
    const { submissions } = await getJson<{ submissions: Array<{ status: string; files: Array<{ filePath: string; fileName: string }>; grade?: string }> }>(`/tutor/home/assignments/${homework._id}/submissions`, token);
    const byStatus = Object.fromEntries([...Map.groupBy(submissions, (row) => row.status)].map(([status, rows]) => [status, rows.length]));
    // Of each ten students: six on time, one late, one returned, two missing.
    expect(byStatus).toEqual({ 'handed-in': 18, late: 3, returned: 3, missing: 6 });
    expect(school.counts.handIns).toEqual({ homework: 1, submissions: { 'handed-in': 18, late: 3, returned: 3, missing: 6 }, files: expect.any(Number) });
    const handedIn = submissions.filter((row) => row.status !== 'missing');
    expect(handedIn.every((row) => row.files.length >= 1 && row.files.length <= 3)).toBe(true);
    expect(handedIn.flatMap((row) => row.files)).toHaveLength(school.counts.handIns.files);
    expect(submissions.filter((row) => row.status === 'returned').every((row) => row.grade === '17/20')).toBe(true);
    const download = await app.call('GET', `/${handedIn[0]?.files[0]?.filePath}`, { token });
    expect([download.status, download.headers.get('Content-Type')]).toEqual([200, 'application/pdf']);
  });

  it("gives every student a guardian who logs in and reads their child, one family in ten with two children and one account", async () => {
    const students = await app.store.users.listByPosition('student');
    const guardians = await app.store.users.listByPosition('guardian');
    const children = await Promise.all(guardians.map((guardian) => app.store.guardians.childIds(guardian._id)));
    expect(children.flat().sort()).toEqual(students.map((student) => student._id).sort());
    expect(children.map((ids) => ids.length).sort()).toEqual([...Array<number>(26).fill(1), 2, 2]);
    expect(school.counts.guardians).toEqual({ guardians: 28, links: STUDENTS, withTwoChildren: 2 });
    expect(guardians.every((guardian) => guardian.email.endsWith('@home.example'))).toBe(true);
    // Kept among the student's guardians' addresses too, as a tutor's "Add guardian" keeps them, so the students' export lists them.
    const guardianOf = new Map(guardians.flatMap((guardian, index) => (children[index] ?? []).map((id) => [id, guardian.email])));
    const { students: roll } = await app.store.studentImport.roll();
    expect(roll.map((student) => student.guardianEmails)).toEqual(roll.map((student) => [guardianOf.get(student.id)]));
    const login = await app.call('POST', '/guardian/login', { body: school.logins.guardian });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const first = students.find((student) => student.email === school.logins.student.email);
    const { children: listed } = await getJson<{ children: Array<{ _id: string }> }>('/guardian/home/children', token);
    expect(listed.map((child) => child._id)).toContain(first?._id);
  });

  it("logs in with the logins it answers, and any other account with its role's password", async () => {
    const tutor = await app.login('tutor', school.logins.tutor);
    expect(tutor.status).toBe(200);
    expect(tutor.token).toBeTruthy();
    expect((await app.login('student', school.logins.student)).status).toBe(200);
    const students = await app.store.users.listByPosition('student');
    const other = students.find((student) => student.email !== school.logins.student.email);
    expect((await app.login('student', { email: other?.email ?? '', password: school.logins.student.password })).status).toBe(200);
    expect((await app.login('student', { email: school.logins.student.email, password: school.logins.tutor.password })).status).toBe(400);
  });

  it('lets a student list the assignments and download one, a real PDF showing its title', async () => {
    const token = await asStudent();
    const { assignments } = await getJson<{ assignments: FileRecord[] }>('/student/home/assignments', token);
    expect(assignments).toHaveLength(school.counts.assignments + 1); // the year's, and their class's homework
    const [newest] = assignments as [FileRecord];
    const download = await app.call('GET', `/${newest.filePath}`, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = Buffer.from(await download.arrayBuffer());
    const copy = join(dataDir, 'downloaded.pdf');
    writeFileSync(copy, bytes);
    expect((await sniffFile(copy, DOCUMENT_KINDS))?.ext).toBe('pdf');
    rmSync(copy);
    expect(bytes.toString('latin1')).toContain(`(${newest.title.replace(/[()]/g, '\\$&')}) Tj`);
    expect(newest.fileName).toMatch(/^[a-z0-9-]+\.pdf$/);
  });

  it("lets a student list the photo sections and fetch a photo's copies", async () => {
    const token = await asStudent();
    const { photos } = await getJson<{ photos: PhotoSection[] }>('/student/home/photos', token);
    expect(photos.map((section) => section.subject).sort()).toEqual(['Annual day', 'Art exhibition', 'Museum trip', 'Science fair', 'Sports day', 'Tree planting drive']);
    const [photo] = (photos[0] as PhotoSection).files as [PhotoFile];
    expect(photo.renditions.map((rendition) => rendition.width)).toEqual([480, 1280]);
    const [full, small] = await Promise.all(copiesOf(photo).slice(0, 2).map(async (path) => app.call('GET', `/${path}`, { token })));
    expect([full?.status, full?.headers.get('Content-Type')]).toEqual([200, 'image/jpeg']);
    expect([small?.status, small?.headers.get('Content-Type')]).toEqual([200, 'image/webp']);
  });

  it('stores a photo as the photos API stores an upload of the same picture', async () => {
    const { token } = await app.login('tutor', school.logins.tutor);
    const [section] = (await app.store.photos.list()).slice(-1) as [PhotoSection];
    const [photo] = section.files as [PhotoFile];
    const form = new FormData();
    form.append('subject', 'Uploaded for comparison');
    form.append('files', new Blob([readFileSync(join(dataDir, photo.filePath))], { type: 'image/jpeg' }), photo.fileName);
    const response = await app.api.request('/tutor/home/photos', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(201);
    const uploaded = (await response.json()) as PhotoSection;
    const shape = async (file: PhotoFile) => ({
      fileName: file.fileName,
      size: [file.width, file.height],
      renditions: file.renditions.map((rendition) => rendition.width),
      rows: await Promise.all(copiesOf(file).map(async (path) => {
        const row = await app.store.uploads.find(path.replace('uploads/', ''));
        return [row?.fileName, row?.mime];
      })),
    });
    expect(await shape(uploaded.files[0] as PhotoFile)).toEqual(await shape(photo));
    expect((await app.call('DELETE', `/tutor/home/photos/${uploaded._id}`, { token })).status).toBe(204);
  });

  it('refuses a data folder that holds an account, and changes nothing in it', async () => {
    const before = { files: readdirSync(join(dataDir, 'uploads')).sort(), content: await contentOf(app.store, school) };
    const again = fillDemoSchool({ dataDir, now: NOW, students: 3 });
    await expect(again).rejects.toThrow(DataFolderInUseError);
    await expect(again).rejects.toThrow(`already holds ${STUDENTS + 5} account(s)`);
    expect({ files: readdirSync(join(dataDir, 'uploads')).sort(), content: await contentOf(app.store, school) }).toEqual(before);
  });

  it('makes the same school from the same seed and day', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'studyhall-demo-'));
    try {
      const twin = await fillDemoSchool({ dataDir: otherDir, now: NOW, students: STUDENTS, seed: 'test' });
      expect(twin).toEqual(school);
      const other = await apiOverFolder(otherDir);
      try {
        expect(await contentOf(other.store, twin)).toEqual(await contentOf(app.store, school));
      } finally {
        await other.close();
      }
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  }, SLOW);
});

/**
 * What a school holds, without what is random in the app as well (ids, stored file names,
 * password salts), in an order that does not depend on them.
 */
async function contentOf(store: Store, { first, today }: DemoSchool) {
  const sorted = <T>(items: T[]) => items.map((item) => JSON.stringify(item)).sort();
  const users = [...(await store.users.listByPosition('tutor')), ...(await store.users.listByPosition('student')), ...(await store.users.listByPosition('guardian'))];
  const emailOf = new Map(users.map((user) => [user._id, user.email]));
  const record = ({ date, title, description, fileName }: FileRecord) => ({ date, title, description, fileName });
  const uploads = await Promise.all([...(await store.uploads.allNames())].map((name) => store.uploads.find(name)));
  return {
    users: sorted(users.map(({ _id, ...user }) => user)),
    assignments: sorted((await store.assignments.list()).map(record)),
    notes: sorted((await store.notes.list()).map(record)),
    announcements: sorted((await store.announcements.list()).map(({ date, subject, description }) => ({ date, subject, description }))),
    events: sorted((await store.events.list()).map(({ _id, ...event }) => event)),
    photos: sorted((await store.photos.list()).map((section) => [section.subject, section.files.map((file) => [file.fileName, file.width, file.height, file.renditions.length])])),
    uploads: sorted(uploads.map((upload) => [upload?.fileName, upload?.mime, upload?.size])),
    absences: sorted((await store.attendance.absencesBetween(first, today)).map((absence) => `${absence.day} ${emailOf.get(absence.studentId)}`)),
    handIns: sorted(
      (await Promise.all((await store.assignments.list()).map(async (assignment) => (await store.submissions.table(assignment._id, NOW)) ?? []))).flat().map(({ studentId, files, ...handIn }) => ({ ...handIn, student: emailOf.get(studentId), files: files.map((file) => file.fileName) })),
    ),
    guardians: sorted(await Promise.all(users.map(async (user) => [user.email, (await store.guardians.guardiansOf(user._id)).map((guardian) => guardian.email)]))),
  };
}
