import { tutorModeSearch, type TutorMode } from '../../lib/content/url-mode.ts';
import type { UrlMode } from '../../lib/content/use-url-mode.ts';
import { RecordLink } from './RecordLink.tsx';
import type { Column } from './RecordTable.tsx';

/** How a list opens one of its records: the record's address, and the switch in place. */
export interface RecordOpener<T> {
  hrefOf: (record: T) => string;
  onOpen: (record: T) => void;
}

/**
 * Opens a record's `view` of the tutor's page, as a new history entry.
 *
 * @example modeOpener(nav, (id) => ({ name: 'details', id }))
 */
export function modeOpener<Mode extends TutorMode, T extends { _id: string }>(nav: UrlMode<Mode>, view: (id: string) => Mode): RecordOpener<T> {
  return { hrefOf: (record) => tutorModeSearch(view(record._id)), onOpen: (record) => nav.open(view(record._id)) };
}

/** A column of plain text, such as a date or a club. */
export function textColumn<T>(header: string, textOf: (record: T) => string, narrow = false): Column<T> {
  return { header, cell: textOf, narrow };
}

/** The column that names each row (a title, a subject, an event) and opens its record. */
export function linkColumn<T>(header: string, textOf: (record: T) => string, opener: RecordOpener<T>): Column<T> {
  return {
    header,
    rowHeader: true,
    cell: (record) => (
      <RecordLink href={opener.hrefOf(record)} onOpen={() => opener.onOpen(record)}>
        {textOf(record)}
      </RecordLink>
    ),
  };
}
