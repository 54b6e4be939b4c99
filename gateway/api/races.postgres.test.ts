import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiOverFolder } from '../testing/api-over-folder.ts';
import { formOf, startTestApi, student, type TestApi } from '../testing/api-harness.ts';
import { sampleJpeg, samplePdf } from '../testing/sample-files.ts';

/**
 * Two API processes on one PostgreSQL database racing on the same record: each here is the
 * API over a store of its own (its own pool of connections), sharing the uploads folder.
 */
let t: TestApi;
let other: Awaited<ReturnType<typeof apiOverFolder>>;
let tutorToken: string;

beforeEach(async () => {
  t = await startTestApi();
  other = await apiOverFolder(t.dataDir, { uploadsDir: t.files.dir, database: t.storeOptions });
  tutorToken = await t.tokenFor('tutor');
});
afterEach(async () => {
  await other.close();
  await t.close();
});

/** Sends a multipart request to the first process (even turns) or the second (odd). */
async function sendTo(turn: number, method: string, path: string, form: FormData) {
  const api = turn % 2 === 0 ? t.api : other.api;
  return api.request(path, { method, headers: { Authorization: `Bearer ${tutorToken}` }, body: form });
}

describe('racing processes', () => {
  it('replace one assignment’s file at once: the record ends on one file, and no replaced file is left behind', async () => {
    const created = await t.send('POST', '/tutor/home/assignments', formOf({ date: '22/Nov/2026', title: 'Fractions', description: 'Ex. 1–4' }, { bytes: samplePdf(), name: 'v0.pdf' }), tutorToken);
    const { _id: id } = (await created.json()) as { _id: string };

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, turn) => sendTo(turn, 'PATCH', `/tutor/home/assignments/${id}`, formOf({ date: '23/Nov/2026' }, { bytes: samplePdf(`version ${turn}`), name: `v${turn}.pdf` }))),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const record = await t.store.assignments.find(id);
    expect([...(await t.store.uploads.allNames())]).toEqual(record?.uploads);
    expect(readdirSync(t.files.dir)).toEqual(record?.uploads);
  });

  it('add photos to a section while it is deleted: no photo outlives the section, and no file is left behind', async () => {
    const photo = (name: string) => ({ bytes: sampleJpeg(), name, type: 'image/jpeg' });
    const created = await t.send('POST', '/tutor/home/photos', formOf({ subject: 'Sports day' }, photo('start.jpg'), 'files'), tutorToken);
    const { _id: id } = (await created.json()) as { _id: string };

    const answers = await Promise.all([
      sendTo(0, 'PUT', `/tutor/home/photos/${id}`, formOf({}, photo('a.jpg'), 'files')),
      sendTo(1, 'PUT', `/tutor/home/photos/${id}`, formOf({}, photo('b.jpg'), 'files')),
      sendTo(0, 'DELETE', `/tutor/home/photos/${id}`, new FormData()),
      sendTo(1, 'PUT', `/tutor/home/photos/${id}`, formOf({}, photo('c.jpg'), 'files')),
    ]);

    // Each addition lands before the deletion (200) or finds the section gone (404).
    const [first, second, deletion, third] = answers.map((answer) => answer.status);
    expect(deletion).toBe(204);
    for (const status of [first, second, third]) expect([200, 404]).toContain(status);
    expect(await t.store.photos.find(id)).toBeUndefined();
    expect([...(await t.store.uploads.allNames())]).toEqual([]);
    expect(readdirSync(t.files.dir)).toEqual([]);
  });

  it('mark one day at once with different absentees: the day ends with exactly one tutor’s list', async () => {
    await t.signUp();
    await t.signUp({ ...student, fname: 'Ben', email: 'ben@school.test' });
    await t.signUp({ ...student, fname: 'Carla', email: 'carla@school.test' });
    const ids = (await t.store.users.listByPosition('student')).map((one) => one._id);
    const lists = [[ids[0]], [ids[1], ids[2]], [ids[0], ids[2]], [], [ids[1]], ids];

    const answers = await Promise.all(
      lists.map(async (studentIds, turn) =>
        (turn % 2 === 0 ? t.api : other.api).request('/tutor/home/attendence', {
          method: 'POST',
          headers: { Authorization: `Bearer ${tutorToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ absentees: { selectedRows: [], date: 'Mon Nov 23 2026', studentIds } }),
        }),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(lists.length).fill(200));
    const [day] = await t.store.attendance.list();
    const absent = [...(day?.absentees.studentIds ?? [])].sort();
    expect(lists.map((list) => [...list].sort())).toContainEqual(absent);
  });
});
