import { useId, useRef } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { fileOf } from '../../components/content/file-record-columns.tsx';
import { MissingRecord } from '../../components/content/MissingRecord.tsx';
import { RecordDetails } from '../../components/content/RecordDetails.tsx';
import { RecordList } from '../../components/content/RecordList.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import type { FileRecordArea } from '../../lib/content/file-record-area.ts';
import type { FileRecord } from '../../lib/content/file-record.ts';
import { recordsOfDay } from '../../lib/content/today.ts';
import { parseStudentView, studentList, studentViewSearch, type StudentView } from '../../lib/content/url-mode.ts';
import { selectRecords, useRecords } from '../../lib/content/use-records.ts';
import { useUrlMode, type UrlMode } from '../../lib/content/use-url-mode.ts';
import { calendarDayOf } from '../../lib/dates/codecs.ts';
import { todayTasksText } from '../../strings/tasks.ts';
import { assignmentsArea } from '../assignments/area.ts';
import { notesArea } from '../notes/area.ts';

/** The areas Today's Task lists, in order, with what it says of each. */
const todayLists = [
  { area: assignmentsArea, ...todayTasksText.assignments },
  { area: notesArea, ...todayTasksText.notes },
];

/**
 * The student's Today's Task (spec §2): today's assignments and today's notes, one call per
 * area, "today" being the device's own day. An item opens its details (`?area=…&id=…`).
 */
export default function TodayTasks() {
  const nav = useUrlMode(parseStudentView, studentViewSearch);
  // The list a record was opened from takes the focus back at its heading on Back.
  const cameFrom = useRef<string | null>(null);
  const { mode: view } = nav;
  if (view.area !== null) cameFrom.current = view.area;
  const known = view.id === null || todayLists.some(({ area }) => area.name === view.area);

  return (
    <div className="flex flex-col gap-8">
      {todayLists.map((list) => (
        <TodayList key={list.area.name} {...list} nav={nav} focus={nav.moved && cameFrom.current === list.area.name} />
      ))}
      {known ? null : <MissingRecord focus={nav.moved} onBack={() => nav.returnTo(studentList)} />}
    </div>
  );
}

interface TodayListProps {
  area: FileRecordArea;
  heading: string;
  none: string;
  nav: UrlMode<StudentView>;
  focus: boolean;
}

/** One area's records of today, or, when the address names one of them, its details. */
function TodayList({ area, heading, none, nav, focus }: TodayListProps) {
  const list = useRecords(area.student);
  const headingId = useId();
  const { mode: view } = nav;
  const toLists = () => nav.returnTo(studentList);

  if (view.id !== null) {
    if (view.area !== area.name) return null;
    const id = view.id;
    return (
      <DataState key={id} state={list.state} onRetry={list.retry}>
        {(records) => {
          // Only today's: the details say 'Uploaded Date: Today'.
          const record = recordsOfDay(records, calendarDayOf(new Date())).find(({ _id }) => _id === id);
          if (!record) return <MissingRecord focus={nav.moved} onBack={toLists} />;
          return (
            <RecordDetails
              title={record.title}
              focus={nav.moved}
              facts={[todayTasksText.uploadedToday]}
              file={fileOf(record, area.text)}
              description={record.description}
              onBack={toLists}
            />
          );
        }}
      </DataState>
    );
  }

  const today = selectRecords(list.state, (records) => recordsOfDay(records, calendarDayOf(new Date())));
  return (
    <section key="list" className="flex flex-col gap-4">
      <ViewHeading focus={focus} id={headingId}>
        {heading}
      </ViewHeading>
      <DataState state={today} onRetry={list.retry} empty={none}>
        {(records) => (
          <RecordList
            records={records}
            labelledBy={headingId}
            titleOf={(record: FileRecord) => record.title}
            hrefOf={(record) => studentViewSearch({ id: record._id, area: area.name })}
            onOpen={(record) => nav.open({ id: record._id, area: area.name })}
          />
        )}
      </DataState>
    </section>
  );
}
