import { useCallback } from 'react';
import type { CalendarMonth } from '../../../contract/dates/month-grid.ts';
import type { GuardianChild } from '../../../contract/records/guardian.ts';
import { studentMonth } from '../attendance/student-month.ts';
import StudentAttendance from '../attendance/StudentAttendance.tsx';
import { childList } from './area.ts';
import { ChildPage } from './ChildPage.tsx';

/** A guardian's child's attendance (island): the student's calendar and report over the child's months. */
export default function GuardianAttendance() {
  return <ChildPage slug="attendence" view={(child) => <ChildAttendance child={child} />} />;
}

function ChildAttendance({ child }: { child: GuardianChild }) {
  const readMonth = useCallback((month: CalendarMonth) => childList(studentMonth(month), child._id), [child._id]);
  return <StudentAttendance readMonth={readMonth} />;
}
