import { fileRecordsIn, type FileRecordArea } from '../../lib/content/file-record-area.ts';
import { fieldOf } from '../../lib/content/list-answer.ts';
import { assignmentsText } from '../../strings/assignments.ts';

/** Assignments (spec §2, §7): both roles' lists answer `{assignments}`; the student sees a list of date and title. */
export const assignmentsArea: FileRecordArea = {
  name: 'assignments',
  student: { path: '/student/home/assignments', readList: (answer) => fileRecordsIn(fieldOf(answer, 'assignments')) },
  tutor: { path: '/tutor/home/assignments', readList: (answer) => fileRecordsIn(fieldOf(answer, 'assignments')) },
  studentList: 'list',
  text: assignmentsText,
};
