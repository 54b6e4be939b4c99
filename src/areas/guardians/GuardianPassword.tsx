import { lazy, Suspense, useState } from 'react';
import { guardiansText as text } from '../../strings/guardians.ts';

// Fetched as the page hydrates, as the profiles fetch it: one chunk for every role's form, not a copy in each page's.
const PasswordChangeForm = lazy(() => import('../profile/PasswordChangeForm.tsx'));

/**
 * The guardian's password page (island): the profiles' password change. Done or left with Back,
 * the form starts again empty: the page is the form.
 */
export default function GuardianPassword() {
  const [round, setRound] = useState(0);
  return (
    <Suspense fallback={<p className="min-h-64 text-sm text-slate-700">{text.loadingForm}</p>}>
      {/* `role` is the account's position here, not an ARIA role. */}
      {/* eslint-disable-next-line jsx-a11y-x/aria-role */}
      <PasswordChangeForm key={round} role="guardian" onDone={() => setRound(round + 1)} />
    </Suspense>
  );
}
