import { hasTexts, recordsIn, type ListEndpoint } from './list-answer.ts';
import type { FileRecord } from '../../../contract/records/file-record.ts';

/** The words of an area whose records are a dated title, a description and one file. */
export interface FileRecordAreaText {
  /** One record, as toasts name it: 'Assignment' → 'Assignment saved'. */
  noun: string;
  /** Heading of the list, both roles. */
  listHeading: string;
  /** The list has no records. */
  empty: string;
  dateColumn: string;
  titleColumn: string;
  /** Header of the tutor's delete column, and the start of each delete button's name. */
  deleteColumn: string;
  /** The text of the file's download link. */
  download: string;
  /** The tutor's button to the upload view, and that view's heading. */
  add: string;
  /** The file chooser's label in the upload view. */
  file: string;
  /** Leaves the edit-file view for the record's details. */
  backToDetails: string;
}

/**
 * What differs between areas whose records are a dated title, a description and one file
 * (assignments, notes): the calls, how each list's answer holds the records, how the student's
 * list shows, and the words. Everything else is the shared components in src/components/content.
 */
export interface FileRecordArea {
  /** The area's name in every layer: src/areas/{name}, src/strings/{name}.ts, and its "New" markers. */
  name: 'assignments' | 'notes';
  student: ListEndpoint<FileRecord>;
  tutor: ListEndpoint<FileRecord>;
  /** The student's list: date and title as a list, or as a table. */
  studentList: 'list' | 'table';
  text: FileRecordAreaText;
}

export const isFileRecord = hasTexts<FileRecord>(['_id', 'date', 'title', 'description', 'filePath', 'fileName']);

/** `list` as file records; anything else throws, so the page says so instead of showing nothing. */
export function fileRecordsIn(list: unknown): FileRecord[] {
  return recordsIn(list, isFileRecord);
}
