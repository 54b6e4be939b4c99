import { StudentRecords } from '../../components/content/StudentRecords.tsx';
import { notesArea } from './area.ts';

/** The student's notes page (island). */
export default function StudentNotes() {
  return <StudentRecords area={notesArea} />;
}
