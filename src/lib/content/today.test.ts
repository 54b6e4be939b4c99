import { describe, expect, it } from 'vitest';
import type { FileRecord } from './file-record.ts';
import { recordsOfDay, uploadDate } from './today.ts';

const record = (date: string, title = date): FileRecord => ({
  _id: title,
  date,
  title,
  description: '',
  filePath: 'uploads/x.pdf',
  fileName: 'x.pdf',
});

describe('upload date', () => {
  it("is the device's own day as DD/MMM/YYYY", () => {
    expect(uploadDate(new Date(2026, 10, 22, 23, 59))).toBe('22/Nov/2026');
    expect(uploadDate(new Date(2027, 0, 3, 0, 1))).toBe('03/Jan/2027');
  });
});

describe("today's records", () => {
  const records = [
    record('22/Nov/2026', 'fractions'),
    record('21/Nov/2026', 'yesterday'),
    record('22/Nov/2025', 'a year ago'),
    record('22/nov/2026', 'lower case month'),
    record('2026-11-22', 'another format'),
    record('22/Nov/2026', 'decimals'),
  ];

  it('keeps the records whose date names that day, in their order', () => {
    expect(recordsOfDay(records, '2026-11-22').map(({ title }) => title)).toEqual(['fractions', 'decimals']);
  });

  it('finds none on a day without uploads', () => {
    expect(recordsOfDay(records, '2026-11-23')).toEqual([]);
  });
});
