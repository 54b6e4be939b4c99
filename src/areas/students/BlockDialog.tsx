import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import type { QuestionState } from '../../lib/content/mode-question.ts';
import { studentsText as text } from '../../strings/students.ts';

export interface BlockDialogProps {
  /** The student as the table shows them. */
  name: string;
  /** Whether the student is blocked now: the button and the question offer the other state. */
  blocked: boolean;
  /** Whether it is open (the address's block mode), and the switch once confirmed. */
  state: QuestionState;
}

/**
 * A row's Block or UnBlock button and its question (spec §2): 'This user will be blocked?' with
 * Cancel and Block, or 'This user will be unblocked?' with Cancel and UnBlock. The question
 * names the student too, so nobody blocks the wrong row. Focus returns to the button, which then
 * offers the other state.
 */
export function BlockDialog({ name, blocked, state }: BlockDialogProps) {
  const action = blocked ? text.unblock : text.block;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="px-3" aria-label={`${action}: ${name}`}>
          {action}
        </Button>
      }
      question={
        <>
          {blocked ? text.unblockQuestion : text.blockQuestion} <span className="block font-normal break-words">{name}</span>
        </>
      }
      confirmLabel={action}
      cancelLabel={text.cancel}
      {...state}
    />
  );
}
