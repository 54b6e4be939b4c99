import { describe, expect, it } from 'vitest';
import { jsonChunks } from './json-chunks.ts';

const joined = (value: unknown, chunkBytes?: number) => Buffer.concat([...jsonChunks(value, chunkBytes)]).toString('utf8');

describe('jsonChunks', () => {
  it('writes exactly what JSON.stringify writes, whatever the answer holds', () => {
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
    for (const answer of answers) expect(joined(answer)).toBe(JSON.stringify(answer));
  });

  it('splits a long list into chunks of about the size asked, each row whole', () => {
    const students = Array.from({ length: 2000 }, (_, index) => ({ _id: `id-${index}`, fname: `Student ${index}`, email: `s${index}@school.test` }));
    const chunks = [...jsonChunks({ students }, 4096)];
    expect(chunks.length).toBeGreaterThan(10);
    const longestRow = Math.max(...students.map((row) => JSON.stringify(row).length + 1));
    for (const chunk of chunks) expect(chunk.byteLength).toBeLessThan(4096 + longestRow);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(JSON.stringify({ students }));
  });

  it('answers a small answer in one chunk', () => {
    expect([...jsonChunks({ notes: [{ title: 'Week 3' }] })]).toHaveLength(1);
  });
});
