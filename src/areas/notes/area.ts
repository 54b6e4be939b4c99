import { fileRecordsIn, type FileRecordArea } from '../../lib/content/file-record-area.ts';
import { fieldOf } from '../../lib/content/list-answer.ts';
import { notesText } from '../../strings/notes.ts';

/** Notes (spec §2, §7): the student's list answers `{notes}` and shows as a table of uploaded date and title. */
export const notesArea: FileRecordArea = {
  name: 'notes',
  student: { path: '/student/home/notes', readList: (answer) => fileRecordsIn(fieldOf(answer, 'notes')) },
  // The tutor's list is the bare array, as the product reads it ("the response is used directly as the list").
  tutor: { path: '/tutor/home/notes', readList: (answer) => fileRecordsIn(answer) },
  studentList: 'table',
  text: notesText,
};
