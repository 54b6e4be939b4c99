import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audienceMessages } from '../../contract/strings/audiences.ts';
import { formOf, startTestApi, type AccountDetails, type TestApi } from '../testing/api-harness.ts';
import { samplePdf, samplePng } from '../testing/sample-files.ts';

/** A record as every area answers it, as far as these tests read it. */
interface Listed {
  _id: string;
  classes: string[];
  title?: string;
  subject?: string;
  event?: string;
  filePath?: string;
  imageUrl?: string;
  files?: Array<{ filePath: string; renditions: Array<{ filePath: string }> }>;
}

/** How each area makes a record for some classes (or, with `undefined`, as the product's own call does, without `classes`). */
interface Area {
  kind: 'assignments' | 'notes' | 'announcements' | 'events' | 'photos';
  create: (name: string, classes: string[] | undefined) => Response | Promise<Response>;
  /** The record's name, as its list shows it. */
  nameOf: (record: Listed) => string | undefined;
  /** The tutor's list is the bare array (notes, photos), as the product reads it. */
  bareTutorList?: boolean;
}

const pdf = () => ({ bytes: samplePdf(), name: 'sheet.pdf', type: 'application/pdf' });
const png = () => ({ bytes: samplePng(), name: 'photo.png', type: 'image/png' });
/** A multipart form's `classes`: one field, the ids separated by commas; left out for the product's own call. */
const classField = (classes: string[] | undefined): Record<string, string> => (classes === undefined ? {} : { classes: classes.join(',') });

let t: TestApi;
let tutorToken: string;
const people: Record<'asha' | 'ben' | 'carla', { id: string; token: string }> = {} as never;
const classIds: Record<'7A' | '7B', string> = {} as never;

const account = (fname: string, email: string): AccountDetails => ({ fname, email, password: 'Secret#123', contact: '9876543210' });

beforeEach(async () => {
  t = await startTestApi();
  tutorToken = await t.tokenFor('tutor');
  for (const [key, name] of [['asha', 'Asha'], ['ben', 'Ben'], ['carla', 'Carla']] as const) {
    const details = account(name, `${key}@school.test`);
    const user = await t.createUser('student', details);
    people[key] = { id: user._id, token: await t.login('student', details.email, details.password) };
  }
  classIds['7A'] = await t.store.classes.create('7A', [], new Date());
  classIds['7B'] = await t.store.classes.create('7B', [], new Date());
  await t.store.classes.setRoster(classIds['7A'], [people.asha.id]);
  await t.store.classes.setRoster(classIds['7B'], [people.ben.id]);
  // Carla is in no class.
});
afterEach(() => t.close());

const AREAS: readonly Area[] = [
  {
    kind: 'assignments',
    create: (name, classes) => t.send('POST', '/tutor/home/assignments', formOf({ date: '22/Nov/2026', title: name, description: 'Do it.', ...classField(classes) }, pdf()), tutorToken),
    nameOf: (record) => record.title,
  },
  {
    kind: 'notes',
    create: (name, classes) => t.send('POST', '/tutor/home/notes', formOf({ date: '22/Nov/2026', title: name, description: 'Read it.', ...classField(classes) }, pdf()), tutorToken),
    nameOf: (record) => record.title,
    bareTutorList: true,
  },
  {
    kind: 'announcements',
    create: (name, classes) => t.send('POST', '/tutor/home/announcements', formOf({ date: 'Nov 22 2026', subject: name, description: 'Hear it.', ...classField(classes) }, png()), tutorToken),
    nameOf: (record) => record.subject,
  },
  {
    kind: 'events',
    create: (name, classes) =>
      t.request('POST', '/tutor/home/events', { date: ' Nov 22 2026', event: name, club: 'Chess club', description: 'Room 12.', ...(classes === undefined ? {} : { classes }) }, tutorToken),
    nameOf: (record) => record.event,
  },
  {
    kind: 'photos',
    create: (name, classes) => t.send('POST', '/tutor/home/photos', formOf({ subject: name, ...classField(classes) }, png(), 'files'), tutorToken),
    nameOf: (record) => record.subject,
    bareTutorList: true,
  },
];

async function made(area: Area, name: string, classes: string[] | undefined): Promise<Listed> {
  const response = await area.create(name, classes);
  expect(response.status).toBe(201);
  return (await response.json()) as Listed;
}

/** The list as the caller reads it: the student's, or the tutor's with `query`. */
async function listOf(area: Area, token: string, query = ''): Promise<Listed[]> {
  const tutor = token === tutorToken;
  const response = await t.request('GET', `/${tutor ? 'tutor' : 'student'}/home/${area.kind}${query}`, undefined, token);
  expect(response.status).toBe(200);
  const body = (await response.json()) as Listed[] | Record<string, Listed[]>;
  return (tutor && area.bareTutorList ? body : (body as Record<string, Listed[]>)[area.kind]) as Listed[];
}

const namesIn = async (area: Area, token: string, query = '') => (await listOf(area, token, query)).map(area.nameOf).sort();

/** Every file a record has: its file, its image, or each photo and rendition. */
const filesOf = (record: Listed): string[] =>
  [record.filePath, record.imageUrl, ...(record.files ?? []).flatMap((photo) => [photo.filePath, ...photo.renditions.map((rendition) => rendition.filePath)])].filter(
    (path): path is string => path !== undefined,
  );

/** A file fetched as the page does: `bearer`, or the file cookie `<a>` and `<img>` send. */
const fetched = (path: string, token: string, how: 'bearer' | 'cookie') =>
  t.api.request(`/${path}`, { headers: how === 'bearer' ? { Authorization: `Bearer ${token}` } : { Cookie: `studyhall_files=${token}` } });

describe.each(AREAS)('/$kind for an audience', (area) => {
  it('shows a student the whole school’s records and their classes’, never another class’s; a student in no class the whole school’s only', async () => {
    const forA = await made(area, 'For 7A', [classIds['7A']]);
    await made(area, 'For 7B', [classIds['7B']]);
    await made(area, 'For everyone', undefined);
    expect(forA.classes).toEqual([classIds['7A']]);
    expect(await namesIn(area, people.asha.token)).toEqual(['For 7A', 'For everyone']);
    expect(await namesIn(area, people.ben.token)).toEqual(['For 7B', 'For everyone']);
    expect(await namesIn(area, people.carla.token)).toEqual(['For everyone']);
  });

  it('shows the tutor every record with its classes, one class’s with ?class=ID, the whole school’s with ?class=school', async () => {
    await made(area, 'For 7A', [classIds['7A']]);
    await made(area, 'For 7A and 7B', [classIds['7B'], classIds['7A']]);
    await made(area, 'For everyone', undefined);
    const all = await listOf(area, tutorToken);
    expect(all.map((record) => [area.nameOf(record), record.classes]).sort()).toEqual(
      [
        ['For 7A', [classIds['7A']]],
        ['For 7A and 7B', [classIds['7A'], classIds['7B']].sort()],
        ['For everyone', []],
      ].sort(),
    );
    expect(await namesIn(area, tutorToken, `?class=${classIds['7A']}`)).toEqual(['For 7A', 'For 7A and 7B']);
    expect(await namesIn(area, tutorToken, `?class=${classIds['7B']}`)).toEqual(['For 7A and 7B']);
    expect(await namesIn(area, tutorToken, '?class=school')).toEqual(['For everyone']);
    expect((await t.request('GET', `/tutor/home/${area.kind}?class=no-such-class`, undefined, tutorToken)).status).toBe(400);
  });

  it('refuses a class the school does not have with 400 and a clear message, storing nothing', async () => {
    const response = await area.create('For a class that is not', [classIds['7A'], 'no-such-class']);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(audienceMessages.unknownClasses);
    expect(await listOf(area, tutorToken)).toEqual([]);
    expect(t.uploadedFiles()).toEqual([]);
  });

  it('shows a student moved to another class what that class reads, on the very next call', async () => {
    await made(area, 'For 7A', [classIds['7A']]);
    await made(area, 'For 7B', [classIds['7B']]);
    expect(await namesIn(area, people.asha.token)).toEqual(['For 7A']);
    await t.store.classes.setRoster(classIds['7A'], []);
    await t.store.classes.setRoster(classIds['7B'], [people.ben.id, people.asha.id]);
    expect(await namesIn(area, people.asha.token)).toEqual(['For 7B']);
  });

  it('forgets who a record was for when it is deleted', async () => {
    const record = await made(area, 'For 7A', [classIds['7A']]);
    expect((await t.request('DELETE', `/tutor/home/${area.kind}/${record._id}`, undefined, tutorToken)).status).toBe(204);
    expect(await t.store.audiences.classesOf(area.kind === 'photos' ? 'photo_sections' : area.kind)).toEqual(new Map());
  });
});

describe.each(AREAS.filter((area) => area.kind !== 'events'))('/$kind files for an audience', (area) => {
  it.each(['bearer', 'cookie'] as const)('answers 404 to a student of another class for every file of the record (%s), and serves its own class and the tutor', async (how) => {
    const record = await made(area, 'For 7A', [classIds['7A']]);
    const whole = await made(area, 'For everyone', undefined);
    expect(filesOf(record).length).toBeGreaterThan(0);
    for (const path of filesOf(record)) {
      expect((await fetched(path, people.ben.token, how)).status).toBe(404);
      expect((await fetched(path, people.carla.token, how)).status).toBe(404);
      expect((await fetched(path, people.asha.token, how)).status).toBe(200);
      expect((await fetched(path, tutorToken, how)).status).toBe(200);
    }
    for (const path of filesOf(whole)) expect((await fetched(path, people.carla.token, how)).status).toBe(200);
  });
});

describe('the product’s own calls, without classes', () => {
  it('make whole-school records every student reads, and an edit without classes leaves a record’s classes as they were', async () => {
    const [assignments, , announcements, events, photos] = AREAS as [Area, Area, Area, Area, Area];
    const assignment = await made(assignments, 'For 7A', [classIds['7A']]);
    const edited = await t.request('PUT', `/tutor/home/assignments/${assignment._id}`, { date: '23/Nov/2026', title: 'Still for 7A', description: 'Do it.' }, tutorToken);
    expect(((await edited.json()) as Listed).classes).toEqual([classIds['7A']]);
    const announcement = await made(announcements, 'For 7B', [classIds['7B']]);
    await t.request('PATCH', '/tutor/home/announcements', { id: announcement._id, date: 'Nov 23 2026', subject: 'Still for 7B', description: 'Hear it.' }, tutorToken);
    expect(await namesIn(announcements, people.ben.token)).toEqual(['Still for 7B']);
    expect(await namesIn(announcements, people.asha.token)).toEqual([]);
    const event = await made(events, 'For everyone', undefined);
    expect(event.classes).toEqual([]);
    expect(await namesIn(events, people.carla.token)).toEqual(['For everyone']);
    const section = await made(photos, 'Sports day', undefined);
    await t.request('PATCH', `/tutor/home/photos/${section._id}`, { subject: 'Sports day 2026' }, tutorToken);
    expect(await namesIn(photos, people.carla.token)).toEqual(['Sports day 2026']);
  });

  it('an edit with classes changes who reads the record, at once', async () => {
    const [assignments, notes, announcements, events, photos] = AREAS as [Area, Area, Area, Area, Area];
    const assignment = await made(assignments, 'Homework', undefined);
    await t.request('PUT', `/tutor/home/assignments/${assignment._id}`, { date: '23/Nov/2026', title: 'Homework', description: 'Do it.', classes: [classIds['7B']] }, tutorToken);
    expect(await namesIn(assignments, people.asha.token)).toEqual([]);
    expect(await namesIn(assignments, people.ben.token)).toEqual(['Homework']);
    const note = await made(notes, 'Reading', [classIds['7A']]);
    await t.request('PUT', `/tutor/home/notes/${note._id}`, { date: '23/Nov/2026', title: 'Reading', description: 'Read it.', classes: [] }, tutorToken);
    expect(await namesIn(notes, people.carla.token)).toEqual(['Reading']);
    const announcement = await made(announcements, 'Trip', undefined);
    await t.request('PATCH', '/tutor/home/announcements', { id: announcement._id, date: 'Nov 23 2026', subject: 'Trip', description: 'Hear it.', classes: [classIds['7A']] }, tutorToken);
    expect(await namesIn(announcements, people.ben.token)).toEqual([]);
    const event = await made(events, 'Chess', undefined);
    await t.request('PATCH', '/tutor/home/events', { id: event._id, date: ' Nov 23 2026', event: 'Chess', club: 'Chess club', description: 'Room 12.', classes: [classIds['7A']] }, tutorToken);
    expect(await namesIn(events, people.asha.token)).toEqual(['Chess']);
    expect(await namesIn(events, people.ben.token)).toEqual([]);
    const section = await made(photos, 'Sports day', undefined);
    const changed = await t.request('PATCH', `/tutor/home/photos/${section._id}`, { classes: [classIds['7B']] }, tutorToken);
    expect(((await changed.json()) as Listed).classes).toEqual([classIds['7B']]);
    expect(await namesIn(photos, people.asha.token)).toEqual([]);
    const added = await t.send('PUT', `/tutor/home/photos/${section._id}`, formOf({ classes: classIds['7A'] }, png(), 'files'), tutorToken);
    expect(((await added.json()) as Listed).classes).toEqual([classIds['7A']]);
    expect(await namesIn(photos, people.asha.token)).toEqual(['Sports day']);
  });

  it('refuses an edit for a class the school does not have, changing nothing', async () => {
    const [assignments] = AREAS as [Area];
    const assignment = await made(assignments, 'Homework', [classIds['7A']]);
    const refused = await t.request('PUT', `/tutor/home/assignments/${assignment._id}`, { date: '23/Nov/2026', title: 'Changed', description: 'Do it.', classes: ['no-such-class'] }, tutorToken);
    expect(refused.status).toBe(400);
    expect(await namesIn(assignments, people.asha.token)).toEqual(['Homework']);
    const wrongShape = await t.request('PATCH', `/tutor/home/photos/some-id`, { classes: 7 }, tutorToken);
    expect(wrongShape.status).toBe(400);
    expect(((await wrongShape.json()) as { message: string }).message).toBe(audienceMessages.classesInvalid);
  });
});
