import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to one record's view: a plain click switches the view in place; a click that asks
 * for a new tab or window goes to the address as any link does. `describedBy` names what is
 * said after the link's name (its "New" marker), for those who move from link to link.
 */
export function RecordLink({ href, onOpen, describedBy, children }: { href: string; onOpen: () => void; describedBy?: string; children: ReactNode }) {
  function open(event: MouseEvent) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  }
  return (
    <a href={href} onClick={open} aria-describedby={describedBy} className="inline-flex min-h-11 min-w-11 items-center font-medium break-words text-brand-700 underline underline-offset-2 hover:text-brand-800">
      {children}
    </a>
  );
}
