import { fileRecordListing } from '../../components/content/file-record-columns.tsx';
import { StudentRecords } from '../../components/content/StudentRecords.tsx';
import { notesArea } from './area.ts';

const listing = fileRecordListing(notesArea);

/** The student's notes page (island). */
export default function StudentNotes() {
  return <StudentRecords listing={listing} />;
}
