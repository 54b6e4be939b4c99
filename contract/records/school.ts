/** The school's settings as `GET /school` answers them (school-model.md). */
export interface SchoolSettings {
  name: string;
  helpline: string;
  /** IANA, e.g. `Asia/Kolkata`: where "today" is. */
  timeZone: string;
  /** Weekdays with no school, 0 = Sunday … 6. */
  closedWeekdays: number[];
  /** `YYYY-MM-DD` days with no school. */
  holidays: string[];
  /** The school's default language: `en`, `hi`, `ar`, … */
  language: string;
  /** Whether guardians are mailed when a register marks their child absent or late today (issue 27); on by default. */
  absenceAlerts: boolean;
}
