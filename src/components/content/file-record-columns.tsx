import type { FileRecordArea, FileRecordAreaText } from '../../lib/content/file-record-area.ts';
import { dayMonthYear } from '../../../contract/dates/codecs.ts';
import type { FileRecord } from '../../../contract/records/file-record.ts';
import { shownWireDay } from '../../lib/dates/page-dates.ts';
import { linkColumn, textColumn, type RecordOpener } from './record-columns.tsx';
import { recordDetails, type RecordContent } from './RecordDetails.tsx';
import type { Column } from './RecordTable.tsx';
import type { StudentListing } from './StudentRecords.tsx';

/** A record's upload date as the page shows it: `22 Nov 2026` for the product's `22/Nov/2026`. */
export function shownDate(record: FileRecord): string {
  return shownWireDay(dayMonthYear, record.date);
}

/** The date and title columns both roles' tables of an area's records start with; the title opens the record. */
export function fileRecordColumns(text: Pick<FileRecordAreaText, 'dateColumn' | 'titleColumn'>, opener: RecordOpener<FileRecord>): Column<FileRecord>[] {
  return [textColumn(text.dateColumn, shownDate, true), linkColumn(text.titleColumn, (record) => record.title, opener)];
}

/** The download link of a record's details. */
export function fileOf(record: FileRecord, text: Pick<FileRecordAreaText, 'download'>) {
  return { filePath: record.filePath, fileName: record.fileName, label: text.download };
}

/** A record's details: its title, its file's download link and its description. */
export function fileRecordContent(record: FileRecord, text: Pick<FileRecordAreaText, 'download'>): RecordContent {
  return { title: record.title, file: fileOf(record, text), description: record.description };
}

/** The student's page of an area of file records: its list as dated links or as a table. */
export function fileRecordListing({ name, student, studentList, text }: FileRecordArea): StudentListing<FileRecord> {
  return {
    endpoint: student,
    news: name,
    heading: text.listHeading,
    empty: text.empty,
    layout:
      studentList === 'list'
        ? { kind: 'list', titleOf: (record) => record.title, dateOf: shownDate }
        : { kind: 'table', columns: (opener) => fileRecordColumns(text, opener) },
    view: recordDetails((record) => fileRecordContent(record, text)),
  };
}
