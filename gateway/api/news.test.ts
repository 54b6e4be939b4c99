import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEWS_AREAS, NEWS_CAP, type News, type NewsArea } from '../../contract/records/news.ts';
import { formOf, startTestApi, type AccountDetails, type TestApi } from '../testing/api-harness.ts';
import { samplePdf, samplePng } from '../testing/sample-files.ts';

const NEWS = '/student/home/news';
const SECOND = 1000;

let t: TestApi;
let tutorToken: string;
/** Asha is in 7A, Ben in 7B. */
const people: Record<'asha' | 'ben', { id: string; token: string }> = {} as never;
const classIds: Record<'7A' | '7B', string> = {} as never;

const account = (fname: string): AccountDetails => ({ fname, email: `${fname.toLowerCase()}@school.test`, password: 'Secret#123', contact: '9876543210' });

async function student(fname: string): Promise<{ id: string; token: string }> {
  const details = account(fname);
  const user = await t.createUser('student', details);
  return { id: user._id, token: await t.login('student', details.email, details.password) };
}

beforeEach(async () => {
  t = await startTestApi();
  tutorToken = await t.tokenFor('tutor');
  people.asha = await student('Asha');
  people.ben = await student('Ben');
  classIds['7A'] = await t.store.classes.create('7A', [], new Date());
  classIds['7B'] = await t.store.classes.create('7B', [], new Date());
  await t.store.classes.setRoster(classIds['7A'], [people.asha.id]);
  await t.store.classes.setRoster(classIds['7B'], [people.ben.id]);
});
afterEach(() => t.close());

const pdf = () => ({ bytes: samplePdf(), name: 'sheet.pdf', type: 'application/pdf' });
const png = () => ({ bytes: samplePng(), name: 'photo.png', type: 'image/png' });

/** How a tutor makes a record of each area, for some classes (none: the whole school), as the tutor's pages do. */
const MAKE: Record<NewsArea, (name: string, classes: string) => Promise<Response>> = {
  assignments: async (name, classes) => t.send('POST', '/tutor/home/assignments', formOf({ date: '22/Nov/2026', title: name, description: 'Do it.', classes }, pdf()), tutorToken),
  notes: async (name, classes) => t.send('POST', '/tutor/home/notes', formOf({ date: '22/Nov/2026', title: name, description: 'Read it.', classes }, pdf()), tutorToken),
  announcements: async (name, classes) => t.send('POST', '/tutor/home/announcements', formOf({ date: 'Nov 22 2026', subject: name, description: 'Hear it.', classes }, png()), tutorToken),
  events: async (name, classes) => t.request('POST', '/tutor/home/events', { date: ' Nov 22 2026', event: name, club: 'Chess club', description: 'Room 12.', classes: classes ? [classes] : [] }, tutorToken),
  photos: async (name, classes) => t.send('POST', '/tutor/home/photos', formOf({ subject: name, classes }, png(), 'files'), tutorToken),
};

/** A record of `area` for `classId` (none: the whole school), made a second after the last thing: its id. */
async function made(area: NewsArea, classId = ''): Promise<string> {
  t.advance(SECOND);
  const response = await MAKE[area](`${area} ${classId || 'school'}`, classId);
  expect(response.status, area).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** One whole-school record of every area, each made a second after the last: their ids by area. */
async function oneOfEach(): Promise<Record<NewsArea, string>> {
  const ids = {} as Record<NewsArea, string>;
  for (const area of NEWS_AREAS) ids[area] = await made(area);
  return ids;
}

async function newsOf(token: string): Promise<News> {
  const response = await t.request('GET', NEWS, undefined, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { news: News }).news;
}

/** Marks the list read a second after the last thing, as opening it does. */
async function markRead(area: string, token: string): Promise<number> {
  t.advance(SECOND);
  return (await t.request('PUT', `${NEWS}/${area}`, undefined, token)).status;
}

const nothingNew: News = { assignments: [], notes: [], announcements: [], events: [], photos: [] };
const only = (ids: Record<NewsArea, string>): News => Object.fromEntries(NEWS_AREAS.map((area) => [area, [ids[area]]])) as News;

describe('GET /student/home/news', () => {
  it('shows a new student nothing the school made before their account, and what is made after', async () => {
    const before = await oneOfEach();
    t.advance(SECOND);
    const dev = await student('Dev');
    expect(await newsOf(dev.token)).toEqual(nothingNew);
    expect(await newsOf(people.asha.token)).toEqual(only(before));
    const after = await oneOfEach();
    expect(await newsOf(dev.token)).toEqual(only(after));
  });

  it('answers each area’s new records newest first', async () => {
    const first = await oneOfEach();
    const second = await oneOfEach();
    const news = await newsOf(people.asha.token);
    for (const area of NEWS_AREAS) expect(news[area], area).toEqual([second[area], first[area]]);
  });

  it('holds the whole school’s records and the student’s classes’, never another class’s', async () => {
    for (const area of NEWS_AREAS) {
      const forA = await made(area, classIds['7A']);
      const forB = await made(area, classIds['7B']);
      const forAll = await made(area);
      expect((await newsOf(people.asha.token))[area], area).toEqual([forAll, forA]);
      expect((await newsOf(people.ben.token))[area], area).toEqual([forAll, forB]);
    }
  });

  it(`answers at most ${NEWS_CAP} ids an area, the newest`, async () => {
    const start = Date.now();
    const ids: string[] = [];
    for (let index = 1; index <= NEWS_CAP + 1; index++) {
      const at = new Date(start + index * SECOND);
      ids.push(await t.store.events.create({ date: ' Nov 22 2026', day: '2026-11-22', event: `Match ${index}`, club: 'Football', description: '' }, at));
    }
    const news = await newsOf(people.asha.token);
    expect(news.events).toEqual(ids.toReversed().slice(0, NEWS_CAP));
    expect(news.assignments).toEqual([]);
  });

  it('refuses a tutor with 403 and a call without a token with 401', async () => {
    expect((await t.request('GET', NEWS, undefined, tutorToken)).status).toBe(403);
    expect((await t.request('GET', NEWS)).status).toBe(401);
  });
});

describe('PUT /student/home/news/{area}', () => {
  it('empties that area only, until something new is made; marking it again moves the moment', async () => {
    const ids = await oneOfEach();
    expect(await markRead('assignments', people.asha.token)).toBe(204);
    expect(await newsOf(people.asha.token)).toEqual({ ...only(ids), assignments: [] });
    const later = await made('assignments');
    expect((await newsOf(people.asha.token)).assignments).toEqual([later]);
    expect(await markRead('assignments', people.asha.token)).toBe(204);
    expect((await newsOf(people.asha.token)).assignments).toEqual([]);
  });

  it('marks every area alike, and again harmlessly', async () => {
    await oneOfEach();
    for (const area of NEWS_AREAS) {
      expect(await markRead(area, people.asha.token)).toBe(204);
      expect(await markRead(area, people.asha.token)).toBe(204);
    }
    expect(await newsOf(people.asha.token)).toEqual(nothingNew);
  });

  it('keeps read state per account, the same on every device the account signs in on', async () => {
    const ids = await oneOfEach();
    const ashaElsewhere = await t.login('student', account('Asha').email, account('Asha').password);
    expect(await markRead('notes', ashaElsewhere)).toBe(204);
    expect((await newsOf(people.asha.token)).notes).toEqual([]);
    expect((await newsOf(ashaElsewhere)).notes).toEqual([]);
    expect(await newsOf(people.ben.token)).toEqual(only(ids));
  });

  it('takes the server’s time, not the device’s: a body or a date header changes nothing', async () => {
    const note = await made('notes');
    t.advance(SECOND);
    const headers = { Date: new Date(0).toUTCString(), Authorization: `Bearer ${people.asha.token}`, 'Content-Type': 'application/json' };
    const response = await t.api.request(`${NEWS}/notes`, { method: 'PUT', headers, body: JSON.stringify({ readAt: new Date(0).toISOString() }) });
    expect(response.status).toBe(204);
    expect((await newsOf(people.asha.token)).notes).not.toContain(note);
  });

  it('answers 404 for a list without markers', async () => {
    for (const area of ['attendance', 'profile', 'Assignments', 'photo_sections']) {
      expect(await markRead(area, people.asha.token), area).toBe(404);
    }
  });

  it('refuses a tutor with 403 and a call without a token with 401', async () => {
    expect((await t.request('PUT', `${NEWS}/notes`, undefined, tutorToken)).status).toBe(403);
    expect((await t.request('PUT', `${NEWS}/notes`)).status).toBe(401);
  });
});
