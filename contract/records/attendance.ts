/**
 * One day's attendance as the API answers it (spec §3, §7): the absentees of `date`
 * (`Mon Nov 23 2026`, read with `weekdayMonthDayYear`) as the capitalised first names the
 * product shows, and the students' ids, in the same order.
 */
export interface AttendanceDay {
  absentees: {
    selectedRows: string[];
    date: string;
    studentIds: string[];
  };
}

