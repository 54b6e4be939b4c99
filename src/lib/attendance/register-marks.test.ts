import { describe, expect, it } from 'vitest';
import type { RegisterEntry } from '../../../contract/records/register.ts';
import { takeRegisterSchema } from '../../../contract/validation/registers.ts';
import { markCounts, marksOf, takeRegisterBody, withMark } from './register-marks.ts';

const entry = (studentId: string, status: RegisterEntry['status'] = 'present', note = ''): RegisterEntry => ({ studentId, admissionNo: '1', fname: studentId, status, note });

describe('a register’s marks', () => {
  it('open as taken, change one student at a time, and are counted', () => {
    const marks = marksOf([entry('a'), entry('b', 'late', 'bus'), entry('c')]);
    const changed = withMark(withMark(marks, 'a', { status: 'absent' }), 'b', { note: 'bus late' });
    expect(changed.get('a')).toEqual({ status: 'absent', note: '' });
    expect(changed.get('b')).toEqual({ status: 'late', note: 'bus late' });
    expect(marks.get('a')?.status).toBe('present');
    expect(markCounts(changed)).toEqual({ present: 1, absent: 1, late: 1, excused: 0 });
  });

  it('are sent as the exceptions only, notes trimmed, and pass the shared rules', () => {
    const marks = marksOf([entry('a', 'absent', '  '), entry('b'), entry('c', 'present', ' left at noon '), entry('d', 'excused', 'doctor')]);
    const body = takeRegisterBody(marks);
    expect(body).toEqual({
      entries: [
        { studentId: 'a', status: 'absent' },
        { studentId: 'c', status: 'present', note: 'left at noon' },
        { studentId: 'd', status: 'excused', note: 'doctor' },
      ],
    });
    expect(takeRegisterSchema.safeParse(body).success).toBe(true);
  });
});
