import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { fingerprint } from '../backup/manifest.ts';
import type { Row, Store, TableName } from '../db/index.ts';
import { formOf, type TestApi } from './api-harness.ts';
import { sampleJpeg, samplePdf } from './sample-files.ts';

/** An assignment with its PDF, made as the tutor's page makes it. */
export async function addAssignment(t: TestApi, tutorToken: string, title: string): Promise<{ _id: string; filePath: string }> {
  const form = formOf({ date: '22/Nov/2026', title, description: `About ${title}` }, { bytes: samplePdf(title), name: `${title}.pdf` });
  const response = await t.send('POST', '/tutor/home/assignments', form, tutorToken);
  expect(response.status).toBe(201);
  return (await response.json()) as { _id: string; filePath: string };
}

/** A school with a student, coursework, a photo section and a day of attendance. */
export async function fillSmallSchool(t: TestApi, tutorToken: string): Promise<void> {
  expect((await t.signUp()).status).toBe(201);
  await addAssignment(t, tutorToken, 'Fractions');
  await addAssignment(t, tutorToken, 'Decimals');
  const photos = formOf({ subject: 'Sports day' }, { bytes: sampleJpeg(), name: 'race.jpg', type: 'image/jpeg' }, 'files');
  expect((await t.send('POST', '/tutor/home/photos', photos, tutorToken)).status).toBe(201);
  const [asha] = await t.store.users.listByPosition('student');
  const absentees = { selectedRows: [], date: 'Mon Nov 23 2026', studentIds: [asha?._id] };
  expect((await t.request('POST', '/tutor/home/attendence', { absentees }, tutorToken)).status).toBe(200);
}

/** Every row of every table, as the database holds it. */
export async function everyRow(store: Store): Promise<Partial<Record<TableName, Row[]>>> {
  const rows: Partial<Record<TableName, Row[]>> = {};
  await store.tables.read(async (table, batch) => {
    (rows[table] ??= []).push(...batch);
  });
  return rows;
}

/** Every file's checksum, by name. */
export async function everyFile(folder: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const name of readdirSync(folder)) sums[name] = (await fingerprint(join(folder, name))).sha256;
  return sums;
}

