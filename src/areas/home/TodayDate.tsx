import dayjs from 'dayjs';
import { useHydrated } from '../../lib/forms/use-hydrated.ts';

/** Today's date on the device, written out: 'Sunday, 22 November 2026'. The static HTML keeps its line empty. */
export function TodayDate() {
  const hydrated = useHydrated();
  return <p className="min-h-7 text-lg text-slate-700">{hydrated ? dayjs().format('dddd, D MMMM YYYY') : null}</p>;
}
