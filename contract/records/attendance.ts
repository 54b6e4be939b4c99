/**
 * One day's attendance as the API answers it (spec §3, §7): the absentees of `date`
 * (`Mon Nov 23 2026`, read with `weekdayMonthDayYear`) as the capitalised first names the
 * product shows, and the students' ids and full names (capitalised), in the same order. The
 * product's client sends only `selectedRows` and `date`, and reads only those.
 */
export interface AttendanceDay {
  absentees: {
    selectedRows: string[];
    date: string;
    studentIds: string[];
    /** Our client shows these: first names alone do not tell two students apart. Absent from a body sent. */
    names?: string[];
  };
}

