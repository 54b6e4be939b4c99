import { StudentRecords } from '../../components/content/StudentRecords.tsx';
import { assignmentsArea } from './area.ts';

/** The student's assignments page (island). */
export default function StudentAssignments() {
  return <StudentRecords area={assignmentsArea} />;
}
