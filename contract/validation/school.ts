import * as z from 'zod/mini';
import { isoDay } from '../dates/codecs.ts';
import { isTimeZone } from '../dates/time-zone-names.ts';
import { schoolMessages as m } from '../strings/school.ts';
import { isPhoneNumber, requiredText } from './fields.ts';

/** A school's name fits the shell's header on a phone. */
export const SCHOOL_NAME_MAX = 80;
/** Every day of several years: more is a mistake, not a calendar. */
export const HOLIDAYS_MAX = 500;
const DAYS_IN_WEEK = 7;

/** `en`, `hi`, `ar`, `pt-BR`: an ISO 639 language, and a region when the school wants one. */
const LANGUAGE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** A school may have no helpline; one it gives is a phone number, as every contact is. */
function isHelpline(text: string): boolean {
  return text === '' || isPhoneNumber(text);
}

const weekday = z.int({ error: m.weekdaysInvalid }).check(z.gte(0, m.weekdaysInvalid), z.lte(DAYS_IN_WEEK - 1, m.weekdaysInvalid));
const holiday = z.string({ error: m.holidayInvalid }).check(z.refine((text) => isoDay.parse(text) !== null, m.holidayInvalid));

/**
 * `PUT /tutor/home/school`, the whole of the school's settings (school-model.md), and the admin's
 * form: a name, a helpline or none, an IANA time zone, the weekdays the school is closed (never
 * all seven), its holidays as `YYYY-MM-DD`, its default language and whether it sends absence alerts.
 */
export const schoolSettingsSchema = z.object({
  name: requiredText(m.nameRequired, z.maxLength(SCHOOL_NAME_MAX, m.nameLong(SCHOOL_NAME_MAX))),
  helpline: z.string({ error: m.helplineInvalid }).check(z.trim(), z.refine(isHelpline, m.helplineInvalid)),
  timeZone: z.string({ error: m.timeZoneInvalid }).check(z.trim(), z.refine(isTimeZone, m.timeZoneInvalid)),
  closedWeekdays: z
    .array(weekday, { error: m.weekdaysInvalid })
    .check(z.refine((days) => new Set(days).size < DAYS_IN_WEEK, m.allClosed)),
  holidays: z.array(holiday, { error: m.holidayInvalid }).check(z.maxLength(HOLIDAYS_MAX, m.holidaysTooMany(HOLIDAYS_MAX))),
  language: z.string({ error: m.languageInvalid }).check(z.trim(), z.regex(LANGUAGE, m.languageInvalid)),
  // Optional: the original client's save, which knows nothing of alerts, leaves them as they are.
  absenceAlerts: z.optional(z.boolean({ error: m.absenceAlertsInvalid })),
});
export type SchoolSettingsInput = z.output<typeof schoolSettingsSchema>;
