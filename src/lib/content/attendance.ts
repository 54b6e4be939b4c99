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

/** A user's profile as `GET /{role}/home/profile` answers it (spec §7). */
export interface Profile {
  _id: string;
  fname: string;
  email: string;
  position: 'student' | 'tutor';
  contact: string;
}
