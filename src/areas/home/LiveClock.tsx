import clsx from 'clsx';
import { formatClock } from '../../../contract/dates/display-formats.ts';
import { dayInZone } from '../../../contract/dates/time-zones.ts';
import { pageLocale, shownDayInWords } from '../../lib/dates/page-dates.ts';
import { useSchool } from '../../lib/school/use-school.ts';
import { schoolTimeZone } from '../../stores/school.ts';
import { homeText } from '../../strings/home.ts';
import { useNow } from './use-now.ts';

/** Holds the clock's place, at its widest, until the island runs: the page does not shift when it starts. */
const PLACEHOLDER = new Date('2026-01-01T12:00:00Z');

/**
 * The tutor's live 12-hour clock with the date (spec §2, §9), renewed every second in digits
 * of one width, on the school's clock (its time zone) wherever the tutor is. The seconds are
 * hidden from screen readers, which hear the time politely once a minute.
 */
export function LiveClock() {
  const now = useNow();
  const { school, settled } = useSchool();
  const ready = now !== null && settled;
  const shown = ready ? now : PLACEHOLDER;
  const timeZone = ready ? schoolTimeZone(school) : 'UTC';
  return (
    <section aria-label={homeText.clock} className={clsx('flex flex-col gap-1 rounded-lg bg-white p-4 ring-1 ring-slate-200', ready ? null : 'invisible')}>
      <p aria-hidden="true" className="text-4xl font-semibold tabular-nums">
        {formatClock(shown, pageLocale(), timeZone, true)}
      </p>
      <p className="text-slate-700">{shownDayInWords(dayInZone(shown, timeZone))}</p>
      <p className="sr-only" aria-live="polite">
        {ready ? formatClock(shown, pageLocale(), timeZone, false) : null}
      </p>
    </section>
  );
}
