import { useId } from 'react';
import type { FileRecordArea } from '../../lib/content/file-record-area.ts';
import type { FileRecord } from '../../lib/content/file-record.ts';
import { parseStudentView, studentList, studentViewSearch } from '../../lib/content/url-mode.ts';
import { useRecords } from '../../lib/content/use-records.ts';
import { useUrlMode } from '../../lib/content/use-url-mode.ts';
import { DataState } from './DataState.tsx';
import { fileOf, fileRecordColumns } from './file-record-columns.tsx';
import { MissingRecord } from './MissingRecord.tsx';
import { RecordDetails } from './RecordDetails.tsx';
import { RecordList } from './RecordList.tsx';
import { RecordTable } from './RecordTable.tsx';
import { ViewHeading } from './ViewHeading.tsx';

/** A student's page of an area (spec §2, §4): the list, and one record's details with Back; `?id=…` in the address. */
export function StudentRecords({ area }: { area: FileRecordArea }) {
  const { mode: view, moved, open, returnTo } = useUrlMode(parseStudentView, studentViewSearch);
  const list = useRecords(area.student);
  const headingId = useId();
  const { text } = area;
  const hrefOf = (record: FileRecord) => studentViewSearch({ id: record._id, area: null });
  const openRecord = (record: FileRecord) => open({ id: record._id, area: null });
  const toList = () => returnTo(studentList);

  if (view.id === null) {
    return (
      <section key="list" className="flex flex-col gap-4">
        <ViewHeading focus={moved} id={headingId}>
          {text.listHeading}
        </ViewHeading>
        <DataState state={list.state} onRetry={list.retry} empty={text.empty}>
          {(records) =>
            area.studentList === 'list' ? (
              <RecordList
                records={records}
                labelledBy={headingId}
                titleOf={(record) => record.title}
                dateOf={(record) => record.date}
                hrefOf={hrefOf}
                onOpen={openRecord}
              />
            ) : (
              <RecordTable records={records} caption={text.listHeading} columns={fileRecordColumns(text, hrefOf, openRecord)} />
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
        return <RecordDetails title={record.title} focus={moved} file={fileOf(record, text)} description={record.description} onBack={toList} />;
      }}
    </DataState>
  );
}
