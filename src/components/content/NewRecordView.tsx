import { useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/forms/use-hydrated.ts';
import { Button } from '../ui/button.tsx';
import { ViewHeader, WideAction } from './ViewHeader.tsx';

export interface NewRecordViewProps {
  heading: string;
  /** Whether the heading takes the focus (see ViewHeading). */
  focus: boolean;
  /** The button to every record: 'Show all event'. */
  showAll: string;
  onShowAll: () => void;
  /** The form, given what to call once its record is saved. */
  children: (onSaved: () => void) => ReactNode;
}

/**
 * The home view of a tutor's page that opens on a new record's form (announcements, events,
 * photos), with the way to every record. Each save starts a new, empty form, whose heading takes the focus.
 */
export function NewRecordView({ heading, focus, showAll, onShowAll, children }: NewRecordViewProps) {
  const [saved, setSaved] = useState(0);
  const hydrated = useHydrated();
  const showAllButton = (
    <WideAction>
      <Button variant="outline" disabled={!hydrated} onClick={onShowAll}>
        {showAll}
      </Button>
    </WideAction>
  );
  return (
    <section key={saved} className="flex max-w-2xl flex-col gap-4">
      <ViewHeader focus={focus || saved > 0} action={showAllButton}>
        {heading}
      </ViewHeader>
      {children(() => setSaved((count) => count + 1))}
    </section>
  );
}
