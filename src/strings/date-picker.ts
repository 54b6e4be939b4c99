/** The date picker and the month grid the attendance calendars share (spec §2, §9). */
export const datePickerText = {
  /** The field's visible hint: the format the tutor types. */
  hint: 'DD/MM/YYYY',
  chooseDate: 'Choose date',
  /** The calendar button once the field names a real day: 'Change date, Sunday, 22 November 2026'. */
  changeDate: (dayInWords: string) => `Change date, ${dayInWords}`,
  /** The calendar's accessible name. */
  dialogTitle: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  /** A grid day with what a calendar adds to it: 'Monday, 23 November 2026, 2 absentees'. */
  dayWithDescription: (dayInWords: string, description: string | undefined) => (description ? `${dayInWords}, ${description}` : dayInWords),
} as const;
