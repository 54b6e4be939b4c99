import { fileRecordListing } from '../../components/content/file-record-columns.tsx';
import { StudentRecords } from '../../components/content/StudentRecords.tsx';
import { assignmentsArea } from './area.ts';

const listing = fileRecordListing(assignmentsArea);

/** The student's assignments page (island). */
export default function StudentAssignments() {
  return <StudentRecords listing={listing} />;
}
