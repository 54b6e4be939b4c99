import type { DayStatus, RegisterStatus } from '../../contract/records/register.ts';
import { registerMessages } from '../../contract/strings/registers.ts';

/** What both attendance pages say (spec §2, §4, §9). Strings from the specification are word for word, 'Attendence' included. */
export const attendanceText = {
  /** The status a student's calendar shows for a day, and reads out with every day of the grid. */
  status: {
    present: 'Present',
    absent: 'Absent',
    late: 'Late',
    excused: 'Excused',
    'not-marked': 'Not marked',
    holiday: 'Holiday',
  } satisfies Record<DayStatus, string>,
  /** The letter a calendar day and a register's mark show beside the colour, so neither is told by colour alone. */
  letter: { present: 'P', absent: 'A', late: 'L', excused: 'E', 'not-marked': '–', holiday: 'H' } satisfies Record<DayStatus, string>,

  // The tutor's page.
  /** The heading over a chosen day's absentees: 'Absentees on Monday, 23 November 2026'. */
  absenteesOn: (dayInWords: string) => `Absentees on ${dayInWords}`,
  noAbsentees: 'No absentees found',
  markAbsentees: 'Mark absentees',
  /** The marking form's heading and its table's name: 'Mark absentees: Monday, 23 November 2026'. */
  markAbsenteesOn: (dayInWords: string) => `Mark absentees: ${dayInWords}`,
  select: 'Select',
  rollNo: 'Roll No',
  name: 'Name',
  submit: 'Submit',
  /** A row's checkbox, read on its own: 'Select Asha Rao'. */
  selectStudent: (name: string) => `Select ${name}`,
  /** '3 absent': beside Submit as students are ticked, and read after a marked day's date in the grid. */
  absentCount: (count: number) => `${count} absent`,
  noStudents: 'No students have signed up yet.',
  /** The toast once a day's list is saved: 'Absentees saved for Monday, 23 November 2026'. */
  saved: (dayInWords: string) => `Absentees saved for ${dayInWords}`,
  /** The CSV button, naming the month it downloads: 'Download November 2026 as CSV'. */
  downloadCsv: (monthYear: string) => `Download ${monthYear} as CSV`,

  // The class registers.
  /** The picker of whose attendance the page shows. */
  register: 'Register',
  wholeSchool: 'Whole school',
  myClasses: 'My classes',
  otherClasses: 'Other classes',
  day: 'Day',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  /** The register's heading: '7B, Monday, 23 November 2026'. */
  registerOf: (className: string, dayInWords: string) => `${className}, ${dayInWords}`,
  notTaken: 'Not taken yet: everyone is present until marked.',
  /** Once taken: 'Taken at 09:12 on 23 Nov 2026 by Mrs Rao'. */
  taken: (time: string, date: string, tutor: string) => `Taken at ${time} on ${date} by ${tutor}`,
  closedDay: registerMessages.closedDay,
  noRoster: 'Nobody is in this class yet. An admin adds students on the Classes page.',
  /** A register's marks, one per student: a radio group named by the student. */
  marks: { present: 'Present', absent: 'Absent', late: 'Late', excused: 'Excused' } satisfies Record<RegisterStatus, string>,
  /** The key above the register: each letter and its mark. */
  marksKey: 'Marks',
  /** A student's note field: 'Note for Asha Rao'. */
  noteFor: (name: string) => `Note for ${name}`,
  notePlaceholder: 'Note (optional)',
  /** Beside Save as marks change: '2 absent, 1 late, 0 excused'. */
  markCounts: (absent: number, late: number, excused: number) => `${absent} absent, ${late} late, ${excused} excused`,
  takeRegister: 'Save register',
  /** The toast once a register is saved: 'Register saved: 7B, Monday, 23 November 2026'. */
  registerSaved: (registerName: string) => `Register saved: ${registerName}`,
  /** The CSV button of a class: 'Download November 2026 of 7B as CSV'. */
  downloadClassCsv: (monthYear: string, className: string) => `Download ${monthYear} of ${className} as CSV`,

  // The student's page.
  report: 'Attendence Report',
  absences: 'Number of absences',
  schoolDays: 'School days',
  daysPresent: 'Days present',
  daysLate: 'Days late',
  daysExcused: 'Days excused',
  daysNotMarked: 'Days not marked',
  /** Under the calendar: what its letters say. */
  calendarKey: 'Key',
} as const;
