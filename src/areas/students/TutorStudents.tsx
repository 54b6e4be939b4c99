import { RecordView } from '../../components/content/ListViews.tsx';
import { parseStudentsMode, tutorModeSearch } from '../../lib/content/url-mode.ts';
import { useAreaPage } from '../../lib/content/use-area-page.ts';
import { studentsList } from './area.ts';
import { StudentDetails } from './StudentDetails.tsx';
import { StudentEdit } from './StudentEdit.tsx';
import { StudentTable } from './StudentTable.tsx';
import { studentsHome } from './views.ts';

/**
 * The tutor's Students page (island; spec §2, §4): the table, a student's details, edit, and the
 * block or unblock question over the table, each a mode in the address.
 */
export default function TutorStudents() {
  const page = useAreaPage(studentsList, parseStudentsMode, tutorModeSearch);
  const { mode } = page.nav;

  // The question opens over the table, which stays as it was.
  if (mode.name === 'home' || mode.name === 'block') return <StudentTable key="home" page={page} />;
  return (
    <RecordView key={tutorModeSearch(mode)} {...page} id={mode.id} back={studentsHome}>
      {(student) => (mode.name === 'edit' ? <StudentEdit page={page} student={student} /> : <StudentDetails nav={page.nav} student={student} />)}
    </RecordView>
  );
}
