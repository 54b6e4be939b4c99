import { useId, type ReactNode } from 'react';
import type { ListEndpoint } from '../../lib/content/list-answer.ts';
import { parseStudentView, studentList, studentViewSearch } from '../../lib/content/url-mode.ts';
import { useAreaPage } from '../../lib/content/use-area-page.ts';
import { useListNews } from '../../lib/news/use-list-news.ts';
import type { NewsArea } from '../../../contract/records/news.ts';
import { ListView, RecordView } from './ListViews.tsx';
import type { RecordOpener } from './record-columns.tsx';
import type { RecordBack } from './RecordDetails.tsx';
import { RecordList } from './RecordList.tsx';
import { RecordTable, type Column } from './RecordTable.tsx';

/** What a student's page of an area shows: where its list comes from, how it lists, and each record's view. */
export interface StudentListing<T extends { _id: string }> {
  /** A module constant, so the list loads once. */
  endpoint: ListEndpoint<T>;
  heading: string;
  /** Said when the list has no records. */
  empty: string;
  /** Links one under the other, each after its date where there is one, or a table. */
  layout:
    | { kind: 'list'; titleOf: (record: T) => string; dateOf?: (record: T) => string }
    | { kind: 'table'; columns: (opener: RecordOpener<T>) => Column<T>[] };
  /** One record's view with its Back: its details (`recordDetails`), or a section's photos. */
  view: (record: T, back: RecordBack) => ReactNode;
  /** The list's order where it is not the answer's (events: the coming ones first). */
  arrange?: (records: readonly T[]) => readonly T[];
  /** Where the list's "New" markers come from; opening the list reads them. None for a guardian: the news are the student's own reading. */
  news?: NewsArea | undefined;
}

/**
 * The same listing of a guardian's child (issue 27): the child's list, without "New" markers,
 * which say what the student has not read yet.
 *
 * @example childListing(listing, childList(announcementsArea.student, childId))
 */
export function childListing<T extends { _id: string }>(listing: StudentListing<T>, endpoint: ListEndpoint<T>): StudentListing<T> {
  return { ...listing, endpoint, news: undefined };
}

/**
 * A student's page of an area (spec §2, §4): the list, with what is new since the student last
 * opened it marked "New", and one record's view with Back; `?id=…` in the address.
 */
export function StudentRecords<T extends { _id: string }>({ listing }: { listing: StudentListing<T> }) {
  const page = useAreaPage(listing.endpoint, parseStudentView, studentViewSearch, listing.arrange);
  const headingId = useId();
  const { nav, left } = page;
  const { id } = nav.mode;
  const { layout } = listing;
  const opener: RecordOpener<T> = {
    hrefOf: (record) => studentViewSearch({ id: record._id, area: null }),
    onOpen: (record) => nav.open({ id: record._id, area: null }),
  };

  const isNew = useListNews(listing.news, id === null && page.list.state.status === 'ready');
  const markNew = (record: T) => isNew(record._id);

  // Back from a record, the list shows the page holding it (`left`).
  if (id === null) {
    return (
      <ListView key="list" list={page.list} heading={listing.heading} focus={nav.moved} headingId={headingId} empty={listing.empty}>
        {(records) =>
          layout.kind === 'list' ? (
            <RecordList records={records} labelledBy={headingId} titleOf={layout.titleOf} dateOf={layout.dateOf} holding={left} isNew={markNew} {...opener} />
          ) : (
            <RecordTable records={records} caption={listing.heading} columns={layout.columns(opener)} holding={left} isNew={markNew} />
          )
        }
      </ListView>
    );
  }
  return (
    <RecordView key={id} {...page} id={id} back={studentList}>
      {(record) => listing.view(record, { focus: nav.moved, onBack: () => nav.returnTo(studentList) })}
    </RecordView>
  );
}
