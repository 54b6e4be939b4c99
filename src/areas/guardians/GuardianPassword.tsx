import { useState } from 'react';
import PasswordChangeForm from '../profile/PasswordChangeForm.tsx';

/**
 * The guardian's password page (island): the profiles' password change. Done or left with Back,
 * the form starts again empty: the page is the form.
 */
export default function GuardianPassword() {
  const [round, setRound] = useState(0);
  // `role` is the account's position here, not an ARIA role.
  // eslint-disable-next-line jsx-a11y-x/aria-role
  return <PasswordChangeForm key={round} role="guardian" onDone={() => setRound(round + 1)} />;
}
