import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const overlay = 'fixed inset-0 z-40 bg-slate-900/50';

export interface DialogContentProps {
  title: ReactNode;
  children: ReactNode;
  className?: string;
  /** A dialog showing a picture large, up to 64rem wide instead of 24rem. */
  wide?: boolean;
  /** Replaces the return of focus to the trigger on close, when it calls `event.preventDefault()`. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A centred modal: focus is trapped inside and returns to the trigger on close. */
export function DialogContent({ title, children, className, wide, onCloseAutoFocus }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlay} />
      <RadixDialog.Content
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className={clsx(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl',
          wide ? 'max-h-[calc(100%-2rem)] max-w-5xl overflow-y-auto' : 'max-w-sm',
          className,
        )}
      >
        <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** A panel sliding in from the left edge, 250 px wide (the product's drawer). */
export function SheetContent({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlay} />
      <RadixDialog.Content
        aria-describedby={undefined}
        className="fixed inset-y-0 left-0 z-50 flex w-[250px] flex-col gap-2 overflow-y-auto bg-white p-4 shadow-xl"
      >
        <RadixDialog.Title className="px-2 text-lg font-semibold">{title}</RadixDialog.Title>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
