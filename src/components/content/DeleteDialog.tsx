import { Trash2 } from 'lucide-react';
import { contentText } from '../../strings/content.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

export interface DeleteDialogProps {
  /** The delete button's name, e.g. 'Delete Assignment: Fractions'. */
  label: string;
  /** The question, e.g. 'Are you sure to delete this file:'. */
  question: string;
  /** The record as the question names it after the question: its title. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
  /** Where focus goes on close when the row's button is gone (the record was deleted). */
  onCloseAutoFocus: (event: Event) => void;
}

/** A row's delete button and its question naming the record, with Ok and Cancel; Cancel and Escape change nothing. */
export function DeleteDialog({ label, question, name, open, onOpenChange, busy, onConfirm, onCloseAutoFocus }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={label}>
          <Trash2 aria-hidden="true" className="size-5 text-danger-700" />
        </Button>
      }
      question={
        <>
          {question} <span className="break-words">{name}</span>
        </>
      }
      confirmLabel={contentText.ok}
      cancelLabel={contentText.cancel}
      onConfirm={onConfirm}
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
