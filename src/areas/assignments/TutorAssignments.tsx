import { TutorRecords } from '../../components/content/TutorRecords.tsx';
import { assignmentsArea } from './area.ts';

/** The tutor's assignments page (island). */
export default function TutorAssignments() {
  return <TutorRecords area={assignmentsArea} />;
}
