import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { classesText as text } from '../../strings/classes.ts';

export interface RowActionDialogProps {
  /** The button's word: 'Tutors', 'Students', 'Rename'. */
  action: string;
  /** The class the row is; the button's accessible name says which. */
  className: string;
  title: string;
  wide?: boolean;
  /** The dialog's body, given a way to close it once saved. */
  children: (close: () => void) => ReactNode;
}

/** A class row's action button and the dialog it opens: every row action of the Classes page. */
export function RowActionDialog({ action, className, title, wide, children }: RowActionDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="px-3" aria-label={text.actionOn(action, className)}>
          {action}
        </Button>
      </DialogTrigger>
      <DialogContent wide={wide} title={title}>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}
