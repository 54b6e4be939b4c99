import { useId, type ReactNode } from 'react';
import { useAudiencesNamed } from '../../lib/content/audiences-named.ts';
import type { TutorMode } from '../../lib/content/url-mode.ts';
import type { AreaPage } from '../../lib/content/use-area-page.ts';
import type { WithAudience } from '../../../contract/records/audience.ts';
import { ListView, MissingRecord } from './ListViews.tsx';
import { audienceColumn } from './audience-column.tsx';
import { RecordTable, type Column } from './RecordTable.tsx';
import { useDeleteColumn, type DeleteColumnOptions } from './use-delete-column.tsx';

export interface TutorTableProps<Mode extends TutorMode, T extends { _id: string } & WithAudience> {
  page: AreaPage<Mode, T>;
  heading: string;
  /** The view's one action beside its heading: 'Add new Note', Back. */
  action: ReactNode;
  /** Said when the list has no records. */
  empty: string;
  /** The record's own columns, before who each record is for. */
  columns: readonly Column<T>[];
  /** Buttons of each row before Delete: Edit. */
  actions?: readonly Column<T>[];
  /** The delete question, the call and the words of the last column. */
  remove: Omit<DeleteColumnOptions<Mode, T>, 'headingId'>;
}

/**
 * The tutor's table of an area's records, then who each is for, any actions, and Delete; the
 * question opens over the table, which shows the page holding the record asked about, or else
 * the one the tutor left.
 */
export function TutorTable<Mode extends TutorMode, T extends { _id: string } & WithAudience>({ page, heading, action, empty, columns, actions = [], remove }: TutorTableProps<Mode, T>) {
  const headingId = useId();
  const { nav } = page;
  const deletion = useDeleteColumn(page, { ...remove, headingId });
  const list = useAudiencesNamed(page.list);

  if (deletion.missing) return <MissingRecord focus={nav.moved} onBack={() => nav.returnTo(remove.question.over)} />;
  return (
    <ListView list={list} heading={heading} focus={nav.moved} headingId={headingId} action={action} empty={empty}>
      {(records) => <RecordTable records={records} caption={heading} columns={[...columns, audienceColumn<T>(), ...actions, deletion.column]} holding={deletion.asked ?? page.left} />}
    </ListView>
  );
}
