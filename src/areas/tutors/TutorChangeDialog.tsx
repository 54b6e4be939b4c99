import { useState } from 'react';
import { capitalise } from '../../../contract/records/capitalise.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useListChange } from '../../lib/content/use-list-change.ts';
import type { Records } from '../../lib/content/use-records.ts';
import { tutorsText as text } from '../../strings/tutors.ts';
import { isTutorEntry, tutorIn, tutorPath, type TutorEntry } from './area.ts';

/** The flags an admin switches on a tutor. */
export type TutorFlag = 'blocked' | 'admin';

/** What the button, the question and the toast say, by flag and by the state it switches to. */
const WORDS = {
  blocked: {
    on: { action: text.block, question: text.blockQuestion, done: text.blocked },
    off: { action: text.unblock, question: text.unblockQuestion, done: text.unblocked },
  },
  admin: {
    on: { action: text.makeAdmin, question: text.makeAdminQuestion, done: text.madeAdmin },
    off: { action: text.removeAdmin, question: text.removeAdminQuestion, done: text.adminRemoved },
  },
} as const;

export interface TutorChangeDialogProps {
  list: Records<TutorEntry>;
  tutor: TutorEntry;
  flag: TutorFlag;
}

/**
 * A row's Block or Unblock, Make admin or Remove admin button, and its question. The row shows
 * the change in place; a refusal (the school's last admin) closes the question, and the toast
 * says why where it is heard: the page behind a modal is shut off from assistive technology.
 */
export function TutorChangeDialog({ list, tutor, flag }: TutorChangeDialogProps) {
  const [open, setOpen] = useState(false);
  const change = useListChange(list, isTutorEntry);
  const next = !tutor[flag];
  const words = WORDS[flag][next ? 'on' : 'off'];
  const name = capitalise(tutor.fname);

  async function confirm() {
    const saved = await change.send(tutorPath(tutor._id), 'PATCH', { [flag]: next }, { place: 'same', done: words.done(name), then: () => setOpen(false) }, tutorIn);
    if (!saved) setOpen(false);
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="px-3" aria-label={text.actionOn(words.action, name)}>
          {words.action}
        </Button>
      }
      question={words.question(name)}
      confirmLabel={words.action}
      cancelLabel={text.cancel}
      open={open}
      onOpenChange={setOpen}
      busy={change.busy}
      onConfirm={() => void confirm()}
    />
  );
}
