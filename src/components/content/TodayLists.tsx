import { useId, useState } from 'react';
import type { ListEndpoint } from '../../lib/content/list-answer.ts';
import { parseStudentView, studentList, studentViewSearch, type StudentView } from '../../lib/content/url-mode.ts';
import { useRecordLeft } from '../../lib/content/use-area-page.ts';
import { selectRecords, useRecords } from '../../lib/content/use-records.ts';
import { useUrlMode, type UrlMode } from '../../lib/content/use-url-mode.ts';
import { useSchoolToday } from '../../lib/school/use-school.ts';
import type { CalendarDay } from '../../../contract/dates/codecs.ts';
import { DataState } from './DataState.tsx';
import { MissingRecord, RecordView } from './ListViews.tsx';
import { RecordDetails, type RecordContent } from './RecordDetails.tsx';
import { RecordList } from './RecordList.tsx';
import { ViewHeading } from './ViewHeading.tsx';

/**
 * One list of today's records: Today's Task lists assignments and notes, the student's Home
 * announcements and events, the tutor's Dashboard events. Methods, so a list of any record
 * kind fits `TodayLists`' array.
 */
export interface TodayListing<T extends { _id: string }> {
  /** The list's name in the address of an open record: `?area=notes&id=…`. */
  name: string;
  /** A module constant, so the list loads once. */
  endpoint: ListEndpoint<T>;
  heading: string;
  /** Said when none of the records is of today. */
  none: string;
  /** Whether the record is of `day`: its date read with its area's codec, never compared as text. */
  isOn(record: T, day: CalendarDay): boolean;
  titleOf(record: T): string;
  content(record: T): RecordContent;
}

/**
 * Lists of the records of today, "today" being the school's day in its time zone, one call per list. A
 * record opens its details in place of the lists (`?area=…&id=…`); Back returns to the lists.
 */
export function TodayLists({ lists }: { lists: readonly TodayListing<{ _id: string }>[] }) {
  const nav = useUrlMode(parseStudentView, studentViewSearch);
  const { mode: view } = nav;
  // The list a record was opened from takes the focus back at its heading on Back.
  const [cameFrom, setCameFrom] = useState(view.area);
  if (view.area !== null && view.area !== cameFrom) setCameFrom(view.area);
  const known = view.id === null || lists.some(({ name }) => name === view.area);

  return (
    <div className="flex flex-col gap-8">
      {lists.map((listing) => (
        <TodayList key={listing.name} listing={listing} nav={nav} focus={nav.moved && cameFrom === listing.name} />
      ))}
      {known ? null : <MissingRecord focus={nav.moved} onBack={() => nav.returnTo(studentList)} />}
    </div>
  );
}

interface TodayListProps {
  listing: TodayListing<{ _id: string }>;
  nav: UrlMode<StudentView>;
  focus: boolean;
}

/** One list's records of today, or, when the address names one of them, its details. */
function TodayList({ listing, nav, focus }: TodayListProps) {
  const list = useRecords(listing.endpoint);
  const headingId = useId();
  const { mode: view } = nav;
  // Back from one of this list's records, the list shows the page holding it.
  const left = useRecordLeft(studentViewSearch(view), view.area === listing.name ? view.id : null);
  const toLists = () => nav.returnTo(studentList);
  const today = useSchoolToday();
  const ofToday = (day: CalendarDay) => (records: readonly { _id: string }[]) => records.filter((record) => listing.isOn(record, day));
  // Only today's, in the list and as one record's view: the lists offer no other, and the details may say 'Today'.
  // Loading until the school's day is known, so another day's records never show first.
  const todays = { state: today === undefined ? ({ status: 'loading' } as const) : selectRecords(list.state, ofToday(today)), retry: list.retry };

  if (view.id !== null) {
    if (view.area !== listing.name) return null;
    return (
      <RecordView key={view.id} nav={nav} list={todays} id={view.id} back={studentList}>
        {(record) => <RecordDetails {...listing.content(record)} focus={nav.moved} onBack={toLists} />}
      </RecordView>
    );
  }

  return (
    <section key="list" className="flex flex-col gap-4">
      <ViewHeading focus={focus} id={headingId}>
        {listing.heading}
      </ViewHeading>
      {/* One loading bar's height is kept whatever arrives, so the lists below do not jump when this one has nothing today. */}
      <div className="min-h-11">
        <DataState state={todays.state} onRetry={todays.retry} empty={listing.none} rows={1}>
          {(records) => (
            <RecordList
              records={records}
              labelledBy={headingId}
              titleOf={(record) => listing.titleOf(record)}
              hrefOf={(record) => studentViewSearch({ id: record._id, area: listing.name })}
              onOpen={(record) => nav.open({ id: record._id, area: listing.name })}
              holding={left}
            />
          )}
        </DataState>
      </div>
    </section>
  );
}
