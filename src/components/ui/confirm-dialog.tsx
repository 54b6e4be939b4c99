import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { NetworkButton } from './network-button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger, type DialogButton } from './dialog.tsx';

export interface ConfirmDialogProps {
  /** The button that opens the dialog. Focus returns to it on close. */
  trigger: DialogButton;
  question: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Whether the dialog is open, for a dialog whose state lives elsewhere (the address); left out, the dialog keeps its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** While the confirmed action runs, both buttons wait. */
  busy?: boolean;
  /** Whether the confirmed action needs the server (it waits, with the reason, while offline); a logout does not. */
  needsServer?: boolean;
  /** Replaces the return of focus to the trigger when the dialog closes (call `event.preventDefault()`), e.g. when the trigger is gone. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before an action that cannot be undone; Cancel (or Escape) leaves everything as it was. */
export function ConfirmDialog({ trigger, question, confirmLabel, cancelLabel, onConfirm, open, onOpenChange, busy, needsServer = true, onCloseAutoFocus }: ConfirmDialogProps) {
  const Confirm = needsServer ? NetworkButton : Button;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={question} onCloseAutoFocus={onCloseAutoFocus}>
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Confirm variant="danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Confirm>
        </div>
      </DialogContent>
    </Dialog>
  );
}
