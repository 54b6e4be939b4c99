/** What the tutor's School page says: the school's settings, which admins change. */
export const schoolText = {
  heading: "The school's settings",
  name: "School's name",
  helpline: 'Helpline',
  /** Under the helpline: what students see, and that it may be left empty. */
  helplineHint: "Shown at the foot of every student page. Leave it empty to show none.",
  timeZone: 'Time zone',
  timeZoneHint: 'Where "today" is for everyone, wherever their device is. Type to search, like Asia/Kolkata.',
  closedWeekdays: 'Closed on',
  holidays: 'Holidays',
  holiday: 'Holiday to add',
  addHoliday: 'Add holiday',
  /** A holiday's remove button, read out with the day: 'Remove Friday, 25 December 2026'. */
  removeHoliday: (dayInWords: string) => `Remove ${dayInWords}`,
  noHolidays: 'No holidays yet.',
  holidayUnreadable: 'Type a date like 25/12/2026, or pick one from the calendar',
  language: 'Language',
  absenceAlerts: 'Absence alerts',
  /** Beside the alerts' box on the admin's form. */
  absenceAlertsBox: 'Mail guardians when their child is marked absent or late',
  absenceAlertsHint: 'One mail a day, a few minutes after the register unless corrected by then. Tutors hear of three school days absent in a row.',
  /** The alerts setting as another tutor reads it. */
  absenceAlertsOn: 'On',
  absenceAlertsOff: 'Off',
  save: 'Save',
  saved: 'School settings saved',
  /** What another tutor reads above the settings. */
  readOnly: 'Only a school admin can change these settings.',
  noHelpline: 'None',
  openEveryDay: 'None: open every day',
  unreadable: "The server sent settings this page cannot read. Please try again later.",
} as const;
