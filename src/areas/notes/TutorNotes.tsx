import { TutorRecords } from '../../components/content/TutorRecords.tsx';
import { notesArea } from './area.ts';

/** The tutor's notes page (island). */
export default function TutorNotes() {
  return <TutorRecords area={notesArea} />;
}
