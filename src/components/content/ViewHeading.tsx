import clsx from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of one view of a content page. A view that opens after the user changed the view
 * takes the focus at its heading, so a screen reader starts reading there; a view present at
 * load leaves the focus alone.
 */
export function ViewHeading({ focus, id, className, children }: { focus: boolean; id?: string; className?: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // As the view mounts: each view is mounted afresh when the view changes.
  const focusAtMount = useRef(focus);
  useEffect(() => {
    if (focusAtMount.current) heading.current?.focus();
  }, []);
  return (
    <h2 ref={heading} id={id} tabIndex={-1} className={clsx('text-xl font-semibold break-words', className)}>
      {children}
    </h2>
  );
}
