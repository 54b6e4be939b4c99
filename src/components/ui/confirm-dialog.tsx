import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog.tsx';

export interface ConfirmDialogProps {
  /** The element that opens the dialog; must be a single focusable element. */
  trigger: ReactNode;
  question: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

/** Asks before an action that cannot be undone; Cancel (or Escape) leaves everything as it was. */
export function ConfirmDialog({ trigger, question, confirmLabel, cancelLabel, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={question}>
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
