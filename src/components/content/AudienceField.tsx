import { lazy, Suspense } from 'react';
import type { Audience } from '../../lib/content/use-audience.ts';
import { useHydrated } from '../../lib/forms/use-hydrated.ts';
import { audiencesText as text } from '../../strings/audiences.ts';

// Loaded when a form first shows: the lists' pages carry none of it (tests/budget/budgets.json).
const AudiencePicker = lazy(() => import('./AudiencePicker.tsx'));

/**
 * The audience picker of a create or edit form, loaded on first use; its place is held
 * meanwhile. Only once the page is hydrated: a boundary waiting on the server would add React's
 * inline scripts, which the pages' Content-Security-Policy refuses.
 */
export function AudienceField({ audience }: { audience: Audience }) {
  const hydrated = useHydrated();
  // As tall as the picker with "Whole school" chosen, as a new record starts: its legend and two rows.
  const waiting = <p className="min-h-30 text-sm text-slate-700">{text.loading}</p>;
  if (!hydrated) return waiting;
  return (
    <Suspense fallback={waiting}>
      <AudiencePicker audience={audience} />
    </Suspense>
  );
}
