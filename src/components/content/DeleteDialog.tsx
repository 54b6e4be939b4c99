import type { QuestionState } from '../../lib/content/mode-question.ts';
import { contentText } from '../../strings/content.ts';
import { Trash } from '../icons/trash.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

export interface DeleteDialogProps {
  /** The delete button's name, e.g. 'Delete Assignment: Fractions'. */
  label: string;
  /** The question, e.g. 'Are you sure to delete this file:'. */
  question: string;
  /** The record as the question names it after the question: its title. */
  name: string;
  /** Whether it is open (the address's delete mode), and the delete once confirmed. */
  state: QuestionState;
}

/** A row's delete button and its question naming the record, with Ok and Cancel; Cancel and Escape change nothing. */
export function DeleteDialog({ label, question, name, state }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={label}>
          <Trash aria-hidden="true" className="size-5 text-danger-700" />
        </Button>
      }
      question={
        <>
          {question} <span className="break-words">{name}</span>
        </>
      }
      confirmLabel={contentText.ok}
      cancelLabel={contentText.cancel}
      {...state}
    />
  );
}
