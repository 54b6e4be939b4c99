import { useMemo } from 'react';
import { RecordView } from '../../components/content/ListViews.tsx';
import { useSchoolClasses } from '../../lib/content/school-classes.ts';
import { loadingWhile } from '../../lib/content/use-records.ts';
import { useUrlMode } from '../../lib/content/use-url-mode.ts';
import { useIsAdmin } from '../../lib/session/use-admin.ts';
import { StudentDetails } from './StudentDetails.tsx';
import { StudentEdit } from './StudentEdit.tsx';
import { StudentImportView } from './StudentImportView.tsx';
import { parseStudentsView, studentsViewSearch } from './students-view.ts';
import { StudentTable } from './StudentTable.tsx';
import { useStudentSearch } from './use-student-search.ts';
import { homeOf, type StudentsPage } from './views.ts';

/**
 * The tutor's Students page (island; spec §2, §4): the table, searched, filtered and paged by
 * the server, a student's details, edit, the block or unblock and the password reset questions
 * over the table, and the admins' import, each a view in the address with the table's filter.
 */
export default function TutorStudents() {
  const nav = useUrlMode(parseStudentsView, studentsViewSearch);
  const search = useStudentSearch(nav.mode.filter);
  // The filter and the Classes lines name no class if the classes fail to come.
  const { classes, retry: reloadClasses } = useSchoolClasses();
  // The students wait for their classes' names: shown before, each row's Classes line grew from
  // 'none' to a line or two of names under the reader's eyes, and the rows below it moved.
  const list = useMemo(() => loadingWhile(search.list, classes === undefined), [classes, search.list]);
  const admin = useIsAdmin();
  const page: StudentsPage = { nav, ...search, list, classes: Array.isArray(classes) ? classes : [], admin };
  const { mode } = nav;

  if (mode.name === 'import') {
    // Once imported: the students as they now are, and the classes the file made, by name.
    const imported = () => {
      page.list.refresh();
      reloadClasses();
    };
    return <StudentImportView page={page} onImported={imported} />;
  }
  // The questions open over the table, which stays as it was.
  if (mode.name === 'home' || mode.name === 'block' || mode.name === 'resetPassword') return <StudentTable key="home" page={page} />;
  return (
    <RecordView key={studentsViewSearch(mode)} nav={nav} list={page.list} id={mode.id} back={homeOf(nav)}>
      {(student) => (mode.name === 'edit' ? <StudentEdit page={page} student={student} /> : <StudentDetails page={page} student={student} />)}
    </RecordView>
  );
}
