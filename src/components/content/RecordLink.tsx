import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to one record's view: a plain click switches the view in place; a click that asks
 * for a new tab or window goes to the address as any link does.
 */
export function RecordLink({ href, onOpen, children }: { href: string; onOpen: () => void; children: ReactNode }) {
  function open(event: MouseEvent) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  }
  return (
    <a href={href} onClick={open} className="font-medium break-words text-brand-700 underline underline-offset-2 hover:text-brand-800">
      {children}
    </a>
  );
}
