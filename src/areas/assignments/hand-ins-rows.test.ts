import { describe, expect, it } from 'vitest';
import type { SubmissionStatus } from '../../../contract/records/coursework.ts';
import { handInRow, handInsEndpoint, rowsToShow, submissionsPath } from './hand-ins-rows.ts';

const row = (admissionNo: string, status: SubmissionStatus) =>
  handInRow({ studentId: `s${admissionNo}`, admissionNo, fname: 'A', status, files: [], text: '', feedback: '' });

describe('the hand-in table rows', () => {
  const rows = [row('10', 'missing'), row('2', 'returned'), row('9', 'handed-in'), row('1', 'late'), row('3', 'handed-in')];

  it('puts handed-in work first, then late, missing and returned, by roll number', () => {
    expect(rowsToShow(rows, 'all').map((each) => each.admissionNo)).toEqual(['3', '9', '1', '10', '2']);
  });

  it('filters by status', () => {
    expect(rowsToShow(rows, 'late').map((each) => each.admissionNo)).toEqual(['1']);
  });

  it('reads the answer and refuses anything else', () => {
    const endpoint = handInsEndpoint(submissionsPath('/tutor/home/assignments', 'a/1'));
    expect(endpoint.path).toBe('/tutor/home/assignments/a%2F1/submissions');
    expect(endpoint.readList({ submissions: [rows[0]] })[0]?._id).toBe('s10');
    expect(() => endpoint.readList({ submissions: [{ studentId: 1 }] })).toThrow();
  });
});
