import { describe, expect, it } from 'vitest';
import { jsonChunks } from './json-chunks.ts';

const joined = async (value: unknown, chunkBytes?: number) => Buffer.concat(await Array.fromAsync(jsonChunks(value, chunkBytes))).toString('utf8');

describe('jsonChunks', () => {
  it('writes exactly what JSON.stringify writes, whatever the answer holds', async () => {
    const answers: unknown[] = [
      { students: [{ _id: 'a', fname: 'Asha', classes: ['c1'] }, { _id: 'b', fname: 'ಅನಿಲ್ "quoted" \\ \u2028', admissionNo: undefined }] },
      [{ title: 'Week 3' }, undefined, () => 1, null, 3, 'text', [1, [2, [3]]]],
      { skipped: undefined, fn: () => 1, day: new Date('2026-11-22T09:00:00Z'), nested: { deep: { deeper: [1, { x: undefined }] } }, empty: [], none: {} },
      { withToJSON: { toJSON: () => 'as text' }, nullPrototype: Object.assign(Object.create(null) as object, { a: 1 }) },
      [],
      {},
      'a bare string',
      42,
      null,
    ];
    for (const answer of answers) expect(await joined(answer)).toBe(JSON.stringify(answer));
  });

  it('splits a long list into chunks of about the size asked, each row whole', async () => {
    const students = Array.from({ length: 2000 }, (_, index) => ({ _id: `id-${index}`, fname: `Student ${index}`, email: `s${index}@school.test` }));
    const chunks = await Array.fromAsync(jsonChunks({ students }, 4096));
    expect(chunks.length).toBeGreaterThan(10);
    const longestRow = Math.max(...students.map((row) => JSON.stringify(row).length + 1));
    for (const chunk of chunks) expect(chunk.byteLength).toBeLessThan(4096 + longestRow);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(JSON.stringify({ students }));
  });

  it('answers a small answer in one chunk', async () => {
    expect(await Array.fromAsync(jsonChunks({ notes: [{ title: 'Week 3' }] }))).toHaveLength(1);
  });

  it('writes an async list as the array of what it gives, reading it only as the chunks are taken', async () => {
    const days = Array.from({ length: 40 }, (_, index) => ({ absentees: { date: `Day ${index}`, names: Array.from({ length: 50 }, (_, n) => `Student ${n}`) } }));
    let read = 0;
    async function* eachDay() {
      for (const day of days) {
        read += 1;
        yield day;
      }
    }
    const chunks = jsonChunks({ absentees: eachDay(), count: 40 }, 4096);
    await chunks.next();
    expect(read).toBeLessThan(days.length);
    const rest = await Array.fromAsync(chunks);
    expect(read).toBe(days.length);
    expect(rest.length).toBeGreaterThan(5);

    async function* empty() {}
    async function* odd() {
      yield* [1, undefined, { x: undefined }];
    }
    for (const [value, expected] of [
      [{ absentees: eachDay(), count: 40 }, { absentees: days, count: 40 }],
      [{ absentees: empty() }, { absentees: [] }],
      [[odd(), 'after'], [[1, undefined, { x: undefined }], 'after']],
    ]) {
      expect(await joined(value)).toBe(JSON.stringify(expected));
    }
  });

  it('fails as the async list fails, for the answer not to be kept half written', async () => {
    async function* failing() {
      yield { day: 1 };
      throw new Error('the database went away');
    }
    await expect(joined({ absentees: failing() })).rejects.toThrow('the database went away');
  });
});
