import clsx from 'clsx';
import dayjs from 'dayjs';
import { homeText } from '../../strings/home.ts';
import { useNow } from './use-now.ts';

/** Holds the clock's place, at its widest, until the island runs: the page does not shift when it starts. */
const PLACEHOLDER = new Date(2026, 0, 1, 12, 0, 0);

/**
 * The tutor's live 12-hour clock with the date (spec §2, §9), renewed every second in digits
 * of one width. The seconds are hidden from screen readers, which hear the time politely once a minute.
 */
export function LiveClock() {
  const now = useNow();
  const shown = dayjs(now ?? PLACEHOLDER);
  return (
    <section aria-label={homeText.clock} className={clsx('flex flex-col gap-1 rounded-lg bg-white p-4 ring-1 ring-slate-200', now ? null : 'invisible')}>
      <p aria-hidden="true" className="text-4xl font-semibold tabular-nums">
        {shown.format('hh:mm:ss A')}
      </p>
      <p className="text-slate-700">{shown.format('dddd, D MMMM YYYY')}</p>
      <p className="sr-only" aria-live="polite">
        {now ? shown.format('h:mm A') : null}
      </p>
    </section>
  );
}
