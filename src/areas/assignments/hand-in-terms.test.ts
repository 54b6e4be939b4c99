import { describe, expect, it } from 'vitest';
import type { FileRecord } from '../../../contract/records/file-record.ts';
import { isDueSoon, termsOf } from './hand-in-terms.ts';

const record = (terms: Record<string, unknown>): FileRecord =>
  ({ _id: 'a1', date: '25/Nov/2026', title: 'Rivers', description: '', filePath: 'files/a.pdf', fileName: 'a.pdf', classes: [], ...terms });
const NOW = Date.parse('2026-11-25T12:00:00Z');
const HOUR = 60 * 60 * 1000;

describe('termsOf', () => {
  it('reads the terms the list carries, and an answer without them as no due time, hand-in open', () => {
    expect(termsOf(record({ due: '2026-11-30T17:00:00+05:30', points: 20, handInOpen: false }))).toEqual({ due: '2026-11-30T17:00:00+05:30', points: 20, handInOpen: false });
    expect(termsOf(record({}))).toEqual({ due: undefined, points: undefined, handInOpen: true });
  });
});

describe('due soon', () => {
  const dueIn = (hours: number) => record({ due: new Date(NOW + hours * HOUR).toISOString(), handInOpen: true });

  it('counts as due soon what is due within the next 3 days, not later and not past', () => {
    expect(isDueSoon(dueIn(1), NOW)).toBe(true);
    expect(isDueSoon(dueIn(72), NOW)).toBe(true);
    expect(isDueSoon(dueIn(73), NOW)).toBe(false);
    expect(isDueSoon(dueIn(-1), NOW)).toBe(false);
    expect(isDueSoon(record({}), NOW)).toBe(false);
  });
});
