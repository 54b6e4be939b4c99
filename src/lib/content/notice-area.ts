import { fieldOf, recordsIn, type ListEndpoint } from './list-answer.ts';

/** The words of a tutor's page of notices (announcements, events). */
export interface NoticeAreaText {
  /** One record, as toasts name it: 'Event' → 'Event saved'. */
  noun: string;
  /** Heading of the home view's form. */
  formHeading: string;
  /** The home view's button to the 'all' table: 'Show all event'. */
  showAll: string;
  /** Heading of the 'all' table. */
  allHeading: string;
  /** The 'all' table has no records. */
  empty: string;
  editColumn: string;
  deleteColumn: string;
  /** Heading of the edit view. */
  editHeading: string;
  /** The delete question, followed by the record's name. */
  deleteQuestion: string;
}

/**
 * What differs between areas whose records a tutor writes on the page's own form and lists
 * in an 'all' table (announcements, events): the calls, the answer's record check, the name
 * a record goes by, and the words. Each record is changed with `PATCH {tutor path}` naming
 * its id in the body, and deleted at `{tutor path}/{id}` (spec §7).
 */
export interface NoticeArea<T extends { _id: string }> {
  /** The area's name in every layer: src/areas/{name}, src/strings/{name}.ts. */
  name: string;
  student: ListEndpoint<T>;
  tutor: ListEndpoint<T>;
  /** Whether an answer is one record: a change's answer goes into the list at once. */
  isRecord: (value: unknown) => value is T;
  /** The record's name in lists, links and the delete question: its subject, its event. */
  titleOf: (record: T) => string;
  text: NoticeAreaText;
}

/**
 * A notice area as the API serves both: each role's list at `/{role}/home/{name}`, answering
 * `{[name]: records}` (spec §7).
 *
 * @example noticeArea('events', isSchoolEvent, (event) => event.event, eventsText)
 */
export function noticeArea<T extends { _id: string }>(
  name: string,
  isRecord: (value: unknown) => value is T,
  titleOf: (record: T) => string,
  text: NoticeAreaText,
): NoticeArea<T> {
  const readList = (answer: unknown) => recordsIn(fieldOf(answer, name), isRecord);
  return { name, student: { path: `/student/home/${name}`, readList }, tutor: { path: `/tutor/home/${name}`, readList }, isRecord, titleOf, text };
}
