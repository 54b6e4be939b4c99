import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStore, type Store, type User } from '../db/index.ts';
import { startSignedInApi, type TestApi } from '../testing/api-harness.ts';
import type { ApiEnv } from './context.ts';
import { JSON_CHUNK_BYTES } from './json-chunks.ts';
import { keptAnswers, MAX_KEPT_VARIANTS } from './kept-answer.ts';

let t: TestApi;
let tutorToken: string;
let studentToken: string;
beforeEach(async () => ({ t, tutorToken, studentToken } = await startSignedInApi()));
afterEach(() => t.close());

const at = (time: string) => new Date(`2026-11-22T${time}Z`);
let uploadCount = 0;
/** An `uploads` row for a record to point at, as an upload leaves it. */
async function upload(store: Store = t.store, kind: 'pdf' | 'jpg' = 'pdf'): Promise<string> {
  const name = `File${String(++uploadCount).padStart(18, '0')}.${kind}`;
  await store.uploads.add({ name, fileName: `handout-${uploadCount}.${kind}`, mime: kind === 'pdf' ? 'application/pdf' : 'image/jpeg', size: 10 }, at('08:00:00'));
  return name;
}
const account = (fname: string, email: string) => ({ fname, email, contact: '9876543210', position: 'student' as const, passwordHash: 'x' });
const get = async (path: string, token = tutorToken) => t.request('GET', path, undefined, token);
const json = async (path: string, token = tutorToken) => (await (await get(path, token)).json()) as unknown;

/** A little of everything each list shows, with ties in each list's order. */
async function fillSchool(): Promise<void> {
  for (const table of ['assignments', 'notes'] as const) {
    for (const [day, time] of [['2026-11-20', '09:00:00'], ['2026-11-22', '09:00:00'], ['2026-11-22', '10:00:00'], ['2026-11-22', '10:00:00']] as const) {
      await t.store[table].create({ date: '22/Nov/2026', day, title: `${table} ${day} ${time}`, description: 'Read it.', upload: await upload() }, at(time));
    }
  }
  for (const [day, time] of [['2026-11-22', '09:00:00'], ['2026-11-20', '10:00:00'], ['2026-11-22', '08:00:00'], ['2026-11-22', '08:00:00']] as const) {
    await t.store.events.create({ date: ' Nov 22 2026', day, event: `Event ${day} ${time}`, club: 'Chess club', description: 'Room 12.' }, at(time));
    await t.store.announcements.create({ date: 'Nov 22 2026', day, subject: `Notice ${day} ${time}`, description: 'Bring a coat.', upload: await upload() }, at(time));
  }
  for (const time of ['09:00:00', '10:00:00', '10:00:00']) {
    const section = await t.store.photos.create(`Sports day ${time}`, at(time));
    const photos = [];
    for (const width of [800, 300]) photos.push({ upload: await upload(t.store, 'jpg'), fileName: `${width}.jpg`, width, height: 200, renditions: [{ width: 480, upload: await upload(t.store, 'jpg') }] });
    await t.store.photos.addPhotos(section, photos, at(time));
  }
  const ben = await t.store.users.create(account('ben das', 'ben@school.test'), at('07:00:00'));
  await t.store.users.create(account('Ben Das', 'ben.das@school.test'), at('07:00:00'));
  await t.store.users.create(account('Carla Mehta', 'carla@school.test'), at('07:00:00'));
  await t.store.attendance.replaceDay({ day: '2026-11-23', date: 'Mon Nov 23 2026', studentIds: [ben._id] }, at('09:00:00'));
}

/** Each list as its route answered it before answers were kept: the store's list, shaped. */
const LISTS: ReadonlyArray<[path: string, token: () => string, read: () => Promise<unknown>]> = [
  // Assignments without terms answer them as `handInOpen: true` (issue 26); the tutor's list adds each one's hand-in counts.
  ['/student/home/assignments', () => studentToken, async () => ({ assignments: (await t.store.assignments.list()).map((record) => ({ ...record, handInOpen: true })) })],
  [
    '/tutor/home/assignments',
    () => tutorToken,
    async () => {
      const assignments = await t.store.assignments.list();
      const counts = await t.store.assignmentTerms.handInCounts(assignments.map((record) => ({ id: record._id })), new Date());
      return { assignments: assignments.map((record) => ({ ...record, handInOpen: true, handIns: counts.get(record._id) })) };
    },
  ],
  ['/student/home/notes', () => studentToken, async () => ({ notes: await t.store.notes.list() })],
  ['/tutor/home/notes', () => tutorToken, () => t.store.notes.list()],
  ['/student/home/announcements', () => studentToken, async () => ({ announcements: await t.store.announcements.list() })],
  ['/tutor/home/announcements', () => tutorToken, async () => ({ announcements: await t.store.announcements.list() })],
  ['/student/home/events', () => studentToken, async () => ({ events: await t.store.events.list() })],
  ['/tutor/home/events', () => tutorToken, async () => ({ events: await t.store.events.list() })],
  ['/student/home/photos', () => studentToken, async () => ({ photos: await t.store.photos.list() })],
  ['/tutor/home/photos', () => tutorToken, () => t.store.photos.list()],
  [
    '/tutor/home/students',
    () => tutorToken,
    async () => {
      const classes = await t.store.classes.idsByStudent();
      const students = await t.store.users.listByPosition('student');
      return { students: students.map(({ _id, fname, email, contact, position, blocked, admissionNo }) => ({ _id, fname, email, contact, position, blocked, admissionNo, classes: classes.get(_id) ?? [] })) };
    },
  ],
  ['/tutor/home/attendence', () => tutorToken, async () => ({ absentees: await t.store.attendance.list() })],
];

describe('kept list answers', () => {
  it.each(LISTS)('%s answers exactly what it answered before, byte for byte and with the same headers', async (path, token, read) => {
    await fillSchool();
    for (let round = 0; round < 2; round++) {
      const response = await get(path, token());
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/json');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.text()).toBe(JSON.stringify(await read()));
    }
  });

  it('makes a list of several chunks: whole, and byte for byte what one JSON.stringify of it writes, plain, in brotli or in gzip', async () => {
    await t.store.transaction(async (tx) => {
      for (let index = 0; index < 600; index += 1) await tx.users.create(account(`Student ${index} ऋषि`, `s${index}@school.test`), at('07:00:00'));
    });
    const read = LISTS.find(([path]) => path === '/tutor/home/students')?.[2];
    const unstreamed = JSON.stringify(await read?.());
    expect(unstreamed.length).toBeGreaterThan(JSON_CHUNK_BYTES);
    expect(await (await get('/tutor/home/students')).text()).toBe(unstreamed);
    const compressed = await t.request('GET', '/tutor/home/students', undefined, tutorToken, { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString('utf8')).toBe(unstreamed);
    // Only its brotli copy is kept: the plain answer above, and the gzip copy, are read back from it.
    const gzipped = await t.request('GET', '/tutor/home/students', undefined, tutorToken, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(unstreamed);
  });

  it('keeps each list’s order, its ties included: newest first by day, then by time made, then by id', async () => {
    await fillSchool();
    const byId = (a: { _id: string }, b: { _id: string }) => (a._id < b._id ? -1 : 1);
    const { assignments } = (await json('/student/home/assignments', studentToken)) as { assignments: Array<{ _id: string; title: string }> };
    expect(assignments.map((record) => record.title.replace('assignments ', ''))).toEqual([
      '2026-11-22 10:00:00',
      '2026-11-22 10:00:00',
      '2026-11-22 09:00:00',
      '2026-11-20 09:00:00',
    ]);
    expect(assignments.slice(0, 2)).toEqual([...assignments.slice(0, 2)].sort(byId));
    const { events } = (await json('/student/home/events', studentToken)) as { events: Array<{ _id: string; event: string }> };
    expect(events.map((event) => event.event)).toEqual(['Event 2026-11-20 10:00:00', 'Event 2026-11-22 08:00:00', 'Event 2026-11-22 08:00:00', 'Event 2026-11-22 09:00:00']);
    expect(events.slice(1, 3)).toEqual([...events.slice(1, 3)].sort(byId));
    const photos = (await json('/tutor/home/photos')) as Array<{ _id: string; subject: string; files: Array<{ fileName: string; renditions: unknown[] }> }>;
    expect(photos.map((section) => section.subject)).toEqual(['Sports day 10:00:00', 'Sports day 10:00:00', 'Sports day 09:00:00']);
    expect(photos.slice(0, 2)).toEqual([...photos.slice(0, 2)].sort(byId));
    expect(photos.map((section) => section.files.map((file) => [file.fileName, file.renditions.length]))).toEqual(Array(3).fill([['800.jpg', 1], ['300.jpg', 1]]));
    const { students } = (await json('/tutor/home/students')) as { students: User[] };
    // `asha` is the harness's student; `ben das` and `Ben Das` are one name but for its case.
    expect(students.map((student) => student.fname)).toEqual(['Asha', 'Ben Das', 'ben das', 'Carla Mehta']);
  });

  it('shows each change in the very next answer, through whichever route made it', async () => {
    await fillSchool();
    const eventDetails = { event: 'Chess final', club: 'Chess club', description: 'Room 12.', date: ' Nov 24 2026' };
    const made = (await (await t.request('POST', '/tutor/home/events', eventDetails, tutorToken)).json()) as { _id: string };
    expect(await json('/student/home/events', studentToken)).toEqual({ events: await t.store.events.list() });
    await t.request('PATCH', '/tutor/home/events', { ...eventDetails, event: 'Chess semi-final', id: made._id }, tutorToken);
    expect(JSON.stringify(await json('/student/home/events', studentToken))).toContain('Chess semi-final');
    await t.request('DELETE', `/tutor/home/events/${made._id}`, undefined, tutorToken);
    expect(JSON.stringify(await json('/student/home/events', studentToken))).not.toContain('Chess semi');

    // The attendance list shows names: a student renamed shows renamed there too.
    const [ben] = (await t.store.users.listByPosition('student')).filter((student) => student.email === 'ben@school.test') as [User];
    expect(JSON.stringify(await json('/tutor/home/attendence'))).toContain('"Ben"');
    const renamed = await t.request('PUT', `/tutor/home/students/${ben._id}`, { name: 'Benedict Das', email: ben.email, contact: ben.contact }, tutorToken);
    expect(renamed.status).toBe(200);
    expect(JSON.stringify(await json('/tutor/home/attendence'))).toContain('"Benedict"');
    expect(JSON.stringify(await json('/tutor/home/students'))).toContain('Benedict Das');
    await t.request('PATCH', `/tutor/home/students/${ben._id}`, { blocked: true }, tutorToken);
    expect(((await json('/tutor/home/students')) as { students: User[] }).students.find((student) => student._id === ben._id)?.blocked).toBe(true);
  });

  it('shows a change made by another process on the same database in the next answer', async () => {
    await fillSchool();
    const before = await json('/tutor/home/students');
    const other = await openStore(t.dataDir, t.storeOptions);
    try {
      await other.users.create(account('Dev Singh', 'dev@school.test'), at('11:00:00'));
      await other.attendance.replaceDay({ day: '2026-11-24', date: 'Tue Nov 24 2026', studentIds: [] }, at('11:00:00'));
      await other.assignments.create({ date: '24/Nov/2026', day: '2026-11-24', title: 'From the other process', description: 'Read it.', upload: await upload(other) }, at('11:00:00'));
    } finally {
      await other.close();
    }
    expect(await json('/tutor/home/students')).not.toEqual(before);
    expect(JSON.stringify(await json('/tutor/home/students'))).toContain('Dev Singh');
    expect(JSON.stringify(await json('/tutor/home/attendence'))).toContain('Tue Nov 24 2026');
    expect(JSON.stringify(await json('/student/home/assignments', studentToken))).toContain('From the other process');
  });

  it('makes an answer once for requests that arrive together, and once more after a change', async () => {
    const list = vi.spyOn(t.store.events, 'list');
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/student/home/events', studentToken)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(list).toHaveBeenCalledTimes(1);
    // The tutor reads every event, the student the whole school's and their classes': two answers, each kept.
    await get('/tutor/home/events');
    await get('/tutor/home/events');
    expect(list).toHaveBeenCalledTimes(2);
    await t.store.events.create({ date: ' Nov 22 2026', day: '2026-11-22', event: 'Chess', club: 'Chess club', description: 'Room 12.' }, at('09:00:00'));
    await Promise.all([get('/student/home/events', studentToken), get('/tutor/home/events')]);
    expect(list).toHaveBeenCalledTimes(4);
  });

  it(`keeps at most ${MAX_KEPT_VARIANTS} variants of one list, making again the one read longest ago`, async () => {
    const make = vi.fn(async () => ({}));
    const app = new Hono<ApiEnv>().get('/list', keptAnswers(t.store, ['events'], (c) => ({ key: c.req.query('v') ?? '', make })));
    for (let variant = 0; variant <= MAX_KEPT_VARIANTS; variant++) await app.request(`/list?v=${variant}`);
    expect(make).toHaveBeenCalledTimes(MAX_KEPT_VARIANTS + 1);
    await app.request(`/list?v=${MAX_KEPT_VARIANTS}`);
    expect(make).toHaveBeenCalledTimes(MAX_KEPT_VARIANTS + 1);
    await app.request('/list?v=0');
    expect(make).toHaveBeenCalledTimes(MAX_KEPT_VARIANTS + 2);
  });

  it('keeps no more bytes than a route allows, dropping the variants read longest ago, but always the one just read', async () => {
    const make = vi.fn(async () => ({ text: 'x'.repeat(2000) }));
    const app = new Hono<ApiEnv>().get('/list', keptAnswers(t.store, ['events'], (c) => ({ key: c.req.query('v') ?? '', make }), { bytes: 5000 }));
    for (const variant of [0, 1, 2, 2, 1]) await app.request(`/list?v=${variant}`);
    expect(make).toHaveBeenCalledTimes(3);
    await app.request('/list?v=0');
    expect(make).toHaveBeenCalledTimes(4);

    const large = vi.fn(async () => ({ text: 'x'.repeat(2000) }));
    const tight = new Hono<ApiEnv>().get('/list', keptAnswers(t.store, ['events'], () => ({ key: 'one', make: large }), { bytes: 100 }));
    await tight.request('/list');
    await tight.request('/list');
    expect(large).toHaveBeenCalledTimes(1);
  });

  it('keeps as many variants as a route allows', async () => {
    const make = vi.fn(async () => ({}));
    const app = new Hono<ApiEnv>().get('/list', keptAnswers(t.store, ['events'], (c) => ({ key: c.req.query('v') ?? '', make }), { variants: MAX_KEPT_VARIANTS * 2 }));
    for (let variant = 0; variant < MAX_KEPT_VARIANTS * 2; variant++) await app.request(`/list?v=${variant}`);
    await app.request('/list?v=0');
    expect(make).toHaveBeenCalledTimes(MAX_KEPT_VARIANTS * 2);
  });

  it('sends a whole school\'s list in brotli or gzip to clients that take either, made once a making, and plain to others', async () => {
    for (let index = 0; index < 40; index += 1) await t.store.users.create(account(`Student ${index}`, `s${index}@school.test`), at('07:00:00'));
    const plain = await t.request('GET', '/tutor/home/students', undefined, tutorToken);
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(text.length).toBeGreaterThan(1024);
    const encodings = [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const;
    for (const [acceptEncoding, encoding, decompress] of encodings) {
      const copies = new Set<string>();
      for (let round = 0; round < 2; round += 1) {
        const sent = await t.request('GET', '/tutor/home/students', undefined, tutorToken, { 'Accept-Encoding': acceptEncoding });
        expect(sent.headers.get('content-encoding')).toBe(encoding);
        expect(sent.headers.get('vary')).toBe('Accept-Encoding');
        const bytes = Buffer.from(await sent.arrayBuffer());
        expect(bytes.length).toBeLessThan(text.length / 3);
        expect(decompress(bytes).toString('utf8')).toBe(text);
        copies.add(bytes.toString('base64'));
      }
      expect(copies.size).toBe(1);
    }
    const refused = await t.request('GET', '/tutor/home/students', undefined, tutorToken, { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('makes a list again at the quicker quality while each making is read once, and at the kept quality once one is read again', async () => {
    const rows = Array.from({ length: 2000 }, (_, index) => ({ id: `event-${index}`, title: `Event ${index % 50}`, room: 'Room 12' }));
    const app = new Hono<ApiEnv>().get('/list', keptAnswers(t.store, ['events'], () => ({ key: '', make: async () => ({ rows }) })));
    const brotliBytes = async () => {
      const sent = await app.request('/list', { headers: { 'Accept-Encoding': 'br' } });
      expect(sent.headers.get('content-encoding')).toBe('br');
      const bytes = Buffer.from(await sent.arrayBuffer());
      expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual({ rows });
      return bytes.length;
    };
    const change = () => t.store.events.create({ date: ' Nov 22 2026', day: '2026-11-22', event: 'Chess', club: 'Chess club', description: 'Room 12.' }, at('09:00:00'));
    const first = await brotliBytes();
    await change();
    const afterOneRead = await brotliBytes();
    await brotliBytes();
    await change();
    const afterTwoReads = await brotliBytes();
    expect(afterOneRead).toBeGreaterThan(first);
    expect(afterTwoReads).toBe(first);
  });

  it('keeps no answer whose making failed: the next request makes it again', async () => {
    vi.spyOn(t.store.events, 'list').mockRejectedValueOnce(new Error('disk I/O error'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await get('/student/home/events', studentToken)).status).toBe(500);
    const again = await get('/student/home/events', studentToken);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ events: [] });
  });
});
