import type { Kysely } from 'kysely';
import type { SchoolCalendar } from '../../contract/attendance/school-days.ts';
import type { SchoolSettings } from '../../contract/records/school.ts';
import { changing } from './content-versions.ts';
import type { DatabaseSchema } from './schema.ts';

/** The days a school is closed until an admin says otherwise: Sunday, as the product's calendar has it. */
function defaultCalendar(): SchoolCalendar {
  return { closedWeekdays: [0], holidays: [] };
}

/** The server's time zone, asked once: `Intl` takes a quarter of a millisecond to say it, as long as a register's read. */
let serverTimeZone: string | undefined;

/**
 * What a school has until an admin saves its settings: open Monday to Saturday, in the server's
 * time zone, in English, with no helpline yet, sending absence alerts.
 */
export function defaultSchoolSettings(): SchoolSettings {
  serverTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { name: 'Studyhall', helpline: '', timeZone: serverTimeZone, ...defaultCalendar(), language: 'en', absenceAlerts: true };
}

/**
 * The days the school is closed, as its settings' row holds them; the defaults' when an admin has
 * not saved settings yet (the row's columns null, as a left join reads them). For a query that
 * reads them beside something else, in one round trip.
 */
export function schoolCalendarOf(row: { closed_weekdays: string | null; holidays: string | null }): SchoolCalendar {
  if (row.closed_weekdays === null || row.holidays === null) return defaultCalendar();
  return { closedWeekdays: JSON.parse(row.closed_weekdays) as number[], holidays: JSON.parse(row.holidays) as string[] };
}

/** The school's settings: one row, written whole by an admin; the defaults until then. */
export function schoolSettingsQueries(db: Kysely<DatabaseSchema>) {
  return {
    async read(): Promise<SchoolSettings> {
      const row = await db.selectFrom('school_settings').selectAll().where('id', '=', 1).executeTakeFirst();
      if (!row) return defaultSchoolSettings();
      return {
        name: row.name,
        helpline: row.helpline,
        timeZone: row.time_zone,
        ...schoolCalendarOf(row),
        language: row.language,
        absenceAlerts: row.absence_alerts === 1,
      };
    },

    /** Writes the settings whole; without `absenceAlerts` (the original client's save) alerts stay as they were. */
    async write(settings: Omit<SchoolSettings, 'absenceAlerts'> & { absenceAlerts?: boolean }, now: Date): Promise<void> {
      const values = {
        name: settings.name,
        helpline: settings.helpline,
        time_zone: settings.timeZone,
        closed_weekdays: JSON.stringify([...new Set(settings.closedWeekdays)].sort()),
        holidays: JSON.stringify([...new Set(settings.holidays)].sort()),
        language: settings.language,
        ...(settings.absenceAlerts === undefined ? {} : { absence_alerts: settings.absenceAlerts ? 1 : 0 }),
        updated_at: now.toISOString(),
      };
      await changing(db, 'school', (tx) =>
        tx
          .insertInto('school_settings')
          .values({ id: 1, ...values })
          .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
          .execute(),
      );
    },
  };
}
