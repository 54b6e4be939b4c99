import type { ReactNode } from 'react';
import type { Records } from '../../lib/content/use-records.ts';
import type { UrlMode } from '../../lib/content/use-url-mode.ts';
import { contentText } from '../../strings/content.ts';
import { Button } from '../ui/button.tsx';
import { DataState } from './DataState.tsx';
import { ViewHeader } from './ViewHeader.tsx';
import { ViewHeading } from './ViewHeading.tsx';

export interface ListViewProps<T> {
  list: Pick<Records<T>, 'state' | 'retry'>;
  heading: string;
  /** Whether the heading takes the focus (see ViewHeading). */
  focus: boolean;
  /** The heading's id: the list is named by it, and it takes the focus when a record's button is gone. */
  headingId?: string;
  /** The view's one action beside its heading: Back, 'Add new Note'. */
  action?: ReactNode;
  /** Said when the list has no records. */
  empty: string;
  children: (records: readonly T[]) => ReactNode;
}

/** A page's view of its list, either role's: the heading, then the records, or while there are none, why. */
export function ListView<T>({ list, heading, focus, headingId, action, empty, children }: ListViewProps<T>) {
  return (
    <section className="flex flex-col gap-4">
      <ViewHeader focus={focus} id={headingId} action={action}>
        {heading}
      </ViewHeader>
      <DataState state={list.state} onRetry={list.retry} empty={empty}>
        {children}
      </DataState>
    </section>
  );
}

export interface RecordViewProps<Mode, T> {
  nav: UrlMode<Mode>;
  list: Pick<Records<T>, 'state' | 'retry'>;
  /** The record the address names. */
  id: string;
  /** Where Back leads from a record the list does not have: the list. */
  back: Mode;
  children: (record: T) => ReactNode;
}

/**
 * A view of the one record the address names, once the list is here: its details, its form or
 * its photos. A record the list does not have (deleted meanwhile, an old address) says so, with Back.
 */
export function RecordView<Mode, T extends { _id: string }>({ nav, list, id, back, children }: RecordViewProps<Mode, T>) {
  return (
    <DataState state={list.state} onRetry={list.retry}>
      {(records) => {
        const record = records.find(({ _id }) => _id === id);
        return record ? children(record) : <MissingRecord focus={nav.moved} onBack={() => nav.returnTo(back)} />;
      }}
    </DataState>
  );
}

/** Where a record was asked for that the list does not have (deleted meanwhile, or an old address). */
export function MissingRecord({ focus, onBack }: { focus: boolean; onBack: () => void }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <ViewHeading focus={focus}>{contentText.missingHeading}</ViewHeading>
      <p>{contentText.missing}</p>
      <Button variant="outline" onClick={onBack}>
        {contentText.backToList}
      </Button>
    </div>
  );
}
