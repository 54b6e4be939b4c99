import { useId } from 'react';
import type { ListEndpoint } from '../../lib/content/list-answer.ts';
import { parseStudentView, studentList, studentViewSearch } from '../../lib/content/url-mode.ts';
import { useRecordLeft } from '../../lib/content/use-record-left.ts';
import { useRecords } from '../../lib/content/use-records.ts';
import { useUrlMode } from '../../lib/content/use-url-mode.ts';
import { DataState } from './DataState.tsx';
import { MissingRecord } from './MissingRecord.tsx';
import type { RecordOpener } from './record-columns.tsx';
import { RecordDetails, type RecordContent } from './RecordDetails.tsx';
import { RecordList } from './RecordList.tsx';
import { RecordTable, type Column } from './RecordTable.tsx';
import { ViewHeading } from './ViewHeading.tsx';

/** What a student's page of an area shows: where its list comes from, how it lists, and each record's details. */
export interface StudentListing<T extends { _id: string }> {
  /** A module constant, so the list loads once. */
  endpoint: ListEndpoint<T>;
  heading: string;
  /** Said when the list has no records. */
  empty: string;
  /** Dated links one under the other, or a table. */
  layout:
    | { kind: 'list'; titleOf: (record: T) => string; dateOf: (record: T) => string }
    | { kind: 'table'; columns: (opener: RecordOpener<T>) => Column<T>[] };
  content: (record: T) => RecordContent;
}

/** A student's page of an area (spec §2, §4): the list, and one record's details with Back; `?id=…` in the address. */
export function StudentRecords<T extends { _id: string }>({ listing }: { listing: StudentListing<T> }) {
  const { mode: view, moved, open, returnTo } = useUrlMode(parseStudentView, studentViewSearch);
  const list = useRecords(listing.endpoint);
  const headingId = useId();
  // Back from a record, the list shows the page holding it.
  const left = useRecordLeft(studentViewSearch(view), view.id);
  const { layout } = listing;
  const opener: RecordOpener<T> = {
    hrefOf: (record) => studentViewSearch({ id: record._id, area: null }),
    onOpen: (record) => open({ id: record._id, area: null }),
  };
  const toList = () => returnTo(studentList);

  if (view.id === null) {
    return (
      <section key="list" className="flex flex-col gap-4">
        <ViewHeading focus={moved} id={headingId}>
          {listing.heading}
        </ViewHeading>
        <DataState state={list.state} onRetry={list.retry} empty={listing.empty}>
          {(records) =>
            layout.kind === 'list' ? (
              <RecordList records={records} labelledBy={headingId} titleOf={layout.titleOf} dateOf={layout.dateOf} holding={left} {...opener} />
            ) : (
              <RecordTable records={records} caption={listing.heading} columns={layout.columns(opener)} holding={left} />
            )
          }
        </DataState>
      </section>
    );
  }

  const id = view.id;
  return (
    <DataState key={id} state={list.state} onRetry={list.retry}>
      {(records) => {
        const record = records.find(({ _id }) => _id === id);
        if (!record) return <MissingRecord focus={moved} onBack={toList} />;
        return <RecordDetails {...listing.content(record)} focus={moved} onBack={toList} />;
      }}
    </DataState>
  );
}
