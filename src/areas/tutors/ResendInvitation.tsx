import { capitalise } from '../../../contract/records/capitalise.ts';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { useListChange } from '../../lib/content/use-list-change.ts';
import type { Records } from '../../lib/content/use-records.ts';
import { tutorsText as text } from '../../strings/tutors.ts';
import { isTutorEntry, resendInvitation, type TutorEntry } from './area.ts';

/** A still invited tutor's Send invitation again: a fresh link, replacing the one mailed before; a toast says it went, or why not. */
export function ResendInvitation({ list, tutor }: { list: Records<TutorEntry>; tutor: TutorEntry }) {
  const change = useListChange(list, isTutorEntry);
  return (
    <NetworkButton
      variant="outline"
      className="px-3"
      aria-label={text.actionOn(text.sendAgain, capitalise(tutor.fname))}
      // aria-disabled while sending, so the focus stays on the button for another try.
      aria-disabled={change.busy || undefined}
      onClick={() => !change.busy && void resendInvitation(change, tutor)}
    >
      {text.sendAgain}
    </NetworkButton>
  );
}
