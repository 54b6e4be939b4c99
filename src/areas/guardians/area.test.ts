import { describe, expect, it } from 'vitest';
import type { GuardianChild } from '../../../contract/records/guardian.ts';
import { assignmentsArea } from '../assignments/area.ts';
import { ownSubmissions } from '../assignments/own-submissions.ts';
import { studentMonth } from '../attendance/student-month.ts';
import { eventsArea } from '../events/area.ts';
import { childHref, childList, chosenChild } from './area.ts';

const asha: GuardianChild = { _id: 'a1', fname: 'Asha', admissionNo: '00001', classes: ['c1'], classNames: ['7A'] };
const ben: GuardianChild = { _id: 'b/2', fname: 'Ben', admissionNo: '00002', classes: [], classNames: [] };

describe("a guardian's child's lists", () => {
  it("reads each of the student's lists at the child's path, hand-ins with their assignments", () => {
    expect(childList(eventsArea.student, 'a1').path).toBe('/guardian/home/children/a1/events');
    expect(childList(assignmentsArea.student, 'a1').path).toBe('/guardian/home/children/a1/assignments');
    expect(childList(ownSubmissions, 'a1').path).toBe('/guardian/home/children/a1/assignments');
    expect(childList(studentMonth('2026-11'), 'b/2').path).toBe('/guardian/home/children/b%2F2/attendance?month=2026-11');
    expect(childList(ownSubmissions, 'a1').readList).toBe(ownSubmissions.readList);
  });

  it('refuses a list that is not a student’s', () => {
    expect(() => childList({ path: '/tutor/home/events', readList: () => [] }, 'a1')).toThrow();
  });

  it('links a view of one child', () => {
    expect(childHref('attendence', 'b/2')).toBe('/guardian/home/attendence?child=b%2F2');
  });
});

describe('which child a page shows', () => {
  it('is the child the address names, among the guardian’s own', () => {
    expect(chosenChild([asha, ben], '?child=b%2F2')).toEqual({ kind: 'child', child: ben });
    expect(chosenChild([asha, ben], '?id=9&child=a1')).toEqual({ kind: 'child', child: asha });
  });

  it('is the only child when none is named, so a guardian of one never chooses', () => {
    expect(chosenChild([asha], '')).toEqual({ kind: 'child', child: asha });
  });

  it('is for the guardian to choose among several, and unknown for a child not theirs', () => {
    expect(chosenChild([asha, ben], '')).toEqual({ kind: 'choose' });
    expect(chosenChild([asha, ben], '?child=someone-else')).toEqual({ kind: 'unknown' });
    expect(chosenChild([asha], '?child=someone-else')).toEqual({ kind: 'unknown' });
    expect(chosenChild([], '')).toEqual({ kind: 'none' });
  });
});
