import { describe, expect, it } from 'vitest';
import type { AttendanceDay } from '../records/attendance.ts';
import type { User } from '../records/user.ts';
import { markAbsenteesSchema } from '../validation/attendance.ts';
import { absentIdsOf, markAbsenteesBody, markingRoll, recordedName, recordsByDay, withDay } from './absentees.ts';

const student = (_id: string, fname: string, blocked = false): User => ({ _id, fname, email: `${_id}@school.test`, contact: '9876543210', position: 'student', blocked, admissionNo: `2026-${_id}` });
const asha = student('s1', 'asha rao');
const bilal = student('s2', 'bilal khan', true);
const chen = student('s3', 'Chen  li');
const class5 = [asha, bilal, chen];

const records: AttendanceDay[] = [
  { absentees: { selectedRows: ['Asha', 'Bilal'], date: 'Mon Nov 23 2026', studentIds: ['s1', 's2'] } },
  { absentees: { selectedRows: ['Chen'], date: 'Tue Nov 24 2026', studentIds: ['s3'] } },
];

describe("a day's record", () => {
  it('is found by the day its date names', () => {
    const byDay = recordsByDay(records);
    expect(byDay.get('2026-11-24')?.absentees.selectedRows).toEqual(['Chen']);
    expect(byDay.get('2026-11-25')).toBeUndefined();
    expect(absentIdsOf(byDay.get('2026-11-23'))).toEqual(new Set(['s1', 's2']));
    expect(absentIdsOf(byDay.get('2026-11-25'))).toEqual(new Set());
  });
});

describe('a saved day', () => {
  it('replaces the record of its day after a save, and adds one for a day never marked', () => {
    const corrected: AttendanceDay = { absentees: { selectedRows: ['Chen'], date: 'Mon Nov 23 2026', studentIds: ['s3'] } };
    expect(withDay(records, corrected).map(({ absentees }) => absentees.selectedRows)).toEqual([['Chen'], ['Chen']]);
    const fresh: AttendanceDay = { absentees: { selectedRows: [], date: 'Wed Nov 25 2026', studentIds: [] } };
    expect(withDay(records, fresh)).toHaveLength(3);
  });
});

describe('the marking form', () => {
  it('leaves blocked students out and numbers each by their admission number', () => {
    expect(markingRoll(class5).map(({ student, rollNo }) => [student._id, rollNo])).toEqual([
      ['s1', '2026-s1'],
      ['s3', '2026-s3'],
    ]);
  });

  it('names a student by the capitalised first name, as the product records it', () => {
    expect([asha, chen, student('s4', ' émile zola')].map(recordedName)).toEqual(['Asha', 'Chen', 'Émile']);
  });
});

describe("the call that marks a day's absentees", () => {
  it('sends the names and ids of the ticked students, in class order, with the day as `ddd MMM DD YYYY`', () => {
    expect(markAbsenteesBody('2026-11-24', class5, new Set(['s3', 's1']), new Set())).toEqual({
      absentees: { selectedRows: ['Asha', 'Chen'], date: 'Tue Nov 24 2026', studentIds: ['s1', 's3'] },
    });
  });

  it('keeps a blocked student the day already listed, and sends an empty list when nobody is ticked', () => {
    const listed = absentIdsOf(records[0]);
    expect(markAbsenteesBody('2026-11-23', class5, new Set(), listed).absentees).toEqual({
      selectedRows: ['Bilal'],
      date: 'Mon Nov 23 2026',
      studentIds: ['s2'],
    });
    expect(markAbsenteesBody('2026-11-25', class5, new Set(), new Set()).absentees.studentIds).toEqual([]);
  });

  it('passes the shared rules; a Sunday does not', () => {
    expect(markAbsenteesSchema.safeParse(markAbsenteesBody('2026-11-23', class5, new Set(['s1']), new Set())).success).toBe(true);
    expect(markAbsenteesSchema.safeParse(markAbsenteesBody('2026-11-22', class5, new Set(['s1']), new Set())).success).toBe(false);
  });
});
