import { contentText } from '../../strings/content.ts';
import type { FileRecord } from './file-record.ts';

/** One list call of an area: where it is, and how its answer holds the records. */
export interface ListEndpoint<T> {
  /** The list's path under `/api`; one record's calls are at `{path}/{id}`. */
  path: string;
  /** The records in the list's answer, newest first as the server sends them. */
  readList: (answer: unknown) => T[];
}

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
  /** The area's name in every layer: src/areas/{name}, src/strings/{name}.ts. */
  name: string;
  student: ListEndpoint<FileRecord>;
  tutor: ListEndpoint<FileRecord>;
  /** The student's list: date and title as a list, or as a table. */
  studentList: 'list' | 'table';
  text: FileRecordAreaText;
}

/** The value of `name` in a JSON object answer, or undefined. */
export function fieldOf(answer: unknown, name: string): unknown {
  return typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[name] : undefined;
}

const recordFields = ['_id', 'date', 'title', 'description', 'filePath', 'fileName'] as const;

export function isFileRecord(value: unknown): value is FileRecord {
  return typeof value === 'object' && value !== null && recordFields.every((field) => typeof fieldOf(value, field) === 'string');
}

/** `list` as file records; anything else throws, so the page says so instead of showing nothing. */
export function fileRecordsIn(list: unknown): FileRecord[] {
  if (!Array.isArray(list) || !list.every(isFileRecord)) throw new Error(contentText.unreadableList);
  return list;
}
