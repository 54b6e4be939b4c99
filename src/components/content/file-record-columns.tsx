import type { FileRecordAreaText } from '../../lib/content/file-record-area.ts';
import type { FileRecord } from '../../lib/content/file-record.ts';
import { RecordLink } from './RecordLink.tsx';
import type { Column } from './RecordTable.tsx';

/** The date and title columns both roles' tables of an area's records start with; the title opens the record. */
export function fileRecordColumns(
  text: Pick<FileRecordAreaText, 'dateColumn' | 'titleColumn'>,
  hrefOf: (record: FileRecord) => string,
  onOpen: (record: FileRecord) => void,
): Column<FileRecord>[] {
  return [
    { header: text.dateColumn, cell: (record) => record.date, narrow: true },
    {
      header: text.titleColumn,
      rowHeader: true,
      cell: (record) => (
        <RecordLink href={hrefOf(record)} onOpen={() => onOpen(record)}>
          {record.title}
        </RecordLink>
      ),
    },
  ];
}

/** The download link of a record's details. */
export function fileOf(record: FileRecord, text: Pick<FileRecordAreaText, 'download'>) {
  return { filePath: record.filePath, fileName: record.fileName, label: text.download };
}
