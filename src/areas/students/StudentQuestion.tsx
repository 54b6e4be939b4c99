import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import type { QuestionState } from '../../lib/content/mode-question.ts';
import { studentsText as text } from '../../strings/students.ts';

export interface StudentQuestionProps {
  /** The button's word, which confirms too: 'Block', 'UnBlock', 'Reset password'. */
  action: string;
  /** The student as the table shows them. */
  name: string;
  question: string;
  /** What confirming does, under the name; left out where the question says it all. */
  outcome?: string;
  /** Whether it is open, and the action once confirmed. */
  state: QuestionState;
}

/**
 * A button about one student and its question, which names the student, so nobody acts on the
 * wrong row: Block or UnBlock (spec §2: 'This user will be blocked?' with Cancel and Block), and
 * Reset password. The focus returns to the button.
 */
export function StudentQuestion({ action, name, question, outcome, state }: StudentQuestionProps) {
  return (
    <ConfirmDialog
      trigger={
        // Two words may wrap and the sides narrow, so a row's stacked buttons fit a 360 px phone. (The
        // sides as pl/pr: the button's own px-4 comes later in the stylesheet than any narrower px.)
        <Button
          variant="outline"
          className="h-auto min-h-11 py-2 ps-2 pe-2 text-center whitespace-normal lg:ps-4 lg:pe-4 lg:whitespace-nowrap"
          aria-label={`${action}: ${name}`}
        >
          {action}
        </Button>
      }
      question={
        <>
          {question} <span className="block font-normal break-words">{name}</span>
          {outcome ? (
            <>
              {' '}
              <span className="mt-2 block text-base font-normal">{outcome}</span>
            </>
          ) : null}
        </>
      }
      confirmLabel={action}
      cancelLabel={text.cancel}
      {...state}
    />
  );
}

/** The block or unblock question: its words follow whether the student is blocked now. */
export function BlockQuestion({ name, blocked, state }: { name: string; blocked: boolean; state: QuestionState }) {
  return <StudentQuestion action={blocked ? text.unblock : text.block} name={name} question={blocked ? text.unblockQuestion : text.blockQuestion} state={state} />;
}

/** The password reset question: the student gets the link, nobody else sees it. */
export function ResetQuestion({ name, state }: { name: string; state: QuestionState }) {
  return <StudentQuestion action={text.resetPassword} name={name} question={text.resetQuestion} outcome={text.resetOutcome} state={state} />;
}
