import { fileRecordContent } from '../../components/content/file-record-columns.tsx';
import { TodayLists, type TodayListing } from '../../components/content/TodayLists.tsx';
import type { FileRecordArea } from '../../lib/content/file-record-area.ts';
import type { FileRecord } from '../../../contract/records/file-record.ts';
import { dayMonthYear, isSameDay } from '../../../contract/dates/codecs.ts';
import { todayTasksText } from '../../strings/tasks.ts';
import { assignmentsArea } from '../assignments/area.ts';
import { StudentDueSoon } from '../assignments/StudentDueSoon.tsx';
import { notesArea } from '../notes/area.ts';

/** One area's list of today's uploads; its details say 'Uploaded Date: Today'. */
function todayUploads(area: FileRecordArea, words: { heading: string; none: string }): TodayListing<FileRecord> {
  return {
    name: area.name,
    endpoint: area.student,
    ...words,
    isOn: (record, day) => isSameDay(dayMonthYear, record.date, day),
    titleOf: (record) => record.title,
    content: (record) => ({ ...fileRecordContent(record, area.text), facts: [todayTasksText.uploadedToday] }),
  };
}

const lists = [todayUploads(assignmentsArea, todayTasksText.assignments), todayUploads(notesArea, todayTasksText.notes)];

/** The student's Today's Task (spec §2): what is due soon or overdue (issue 26), today's assignments and today's notes (island). */
export default function TodayTasks() {
  return (
    <div className="flex flex-col gap-8">
      <StudentDueSoon />
      <TodayLists lists={lists} />
    </div>
  );
}
