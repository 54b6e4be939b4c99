import type { ReactNode } from 'react';
import { contentText } from '../../strings/content.ts';
import { ArrowLeft } from '../icons/arrow-left.ts';
import { Button } from '../ui/button.tsx';
import { ViewHeading } from './ViewHeading.tsx';

export interface ViewHeaderProps {
  /** Whether the heading takes the focus (see ViewHeading). */
  focus: boolean;
  id?: string;
  children: ReactNode;
  /** The view's one action beside its heading: Back, 'Add new Note', 'Show all event'; left out, the heading stands alone. */
  action?: ReactNode;
}

/**
 * A view's heading with its action at the other end, wrapping under it on a narrow screen. The
 * heading is one control tall with or without an action, so an action that appears once the
 * server has answered (an admin's) moves nothing below it, and the heading stays where it was
 * painted when a slow connection brings the action in a later piece of the page.
 */
export function ViewHeader({ focus, id, children, action }: ViewHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <ViewHeading focus={focus} id={id} className="min-h-11 content-center">
        {children}
      </ViewHeading>
      {action}
    </div>
  );
}

/**
 * A view's action too wide to sit beside its heading on a phone, there on a line of its own from
 * the first paint: a slow connection paints the button before its words have come, narrow enough
 * to sit beside the heading, and its words then pushed it down a line ('Add new assignment',
 * 'Show previous announcements' on a 360 px screen).
 */
export function WideAction({ children }: { children: ReactNode }) {
  return <div className="max-sm:basis-full">{children}</div>;
}

/** Back to the view one level up (spec §4). */
export function BackButton({ onClick, className }: { onClick: () => void; className?: string }) {
  return (
    <Button variant="outline" className={className} onClick={onClick}>
      <ArrowLeft aria-hidden="true" className="size-5" />
      {contentText.back}
    </Button>
  );
}
