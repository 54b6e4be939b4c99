import type { AttendanceStatus } from '../../contract/attendance/report.ts';
import { attendanceMessages } from '../../contract/strings/validation.ts';

/** What both attendance pages say (spec §2, §4, §9). Strings from the specification are word for word, 'Attendence' included. */
export const attendanceText = {
  /** The status a student's calendar shows for a day, and reads out with every day of the grid. */
  status: { present: 'Present', absent: 'Absent', holiday: 'Holiday' } satisfies Record<AttendanceStatus, string>,

  // The tutor's page.
  /** The heading over a chosen day's absentees: 'Absentees on Monday 23 November 2026'. */
  absenteesOn: (dayInWords: string) => `Absentees on ${dayInWords}`,
  noAbsentees: 'No absentees found',
  markAbsentees: 'Mark absentees',
  /** The marking form's heading and its table's name: 'Mark absentees: Monday 23 November 2026'. */
  markAbsenteesOn: (dayInWords: string) => `Mark absentees: ${dayInWords}`,
  /** Why a Sunday cannot be marked, shown under its disabled button; the server says the same. */
  sundayHoliday: attendanceMessages.sunday,
  select: 'Select',
  rollNo: 'Roll No',
  name: 'Name',
  submit: 'Submit',
  /** A row's checkbox, read on its own: 'Select Asha Rao'. */
  selectStudent: (name: string) => `Select ${name}`,
  /** '3 absent': beside Submit as students are ticked, and read after a marked day's date in the grid. */
  absentCount: (count: number) => `${count} absent`,
  noStudents: 'No students have signed up yet.',
  /** The toast once a day's list is saved: 'Absentees saved for Monday 23 November 2026'. */
  saved: (dayInWords: string) => `Absentees saved for ${dayInWords}`,
  /** The CSV button, naming the month it downloads: 'Download November 2026 as CSV'. */
  downloadCsv: (monthYear: string) => `Download ${monthYear} as CSV`,

  // The student's page.
  report: 'Attendence Report',
  absences: 'Number of absences',
  maxPresentDays: 'Maximum present days',
} as const;
