import { DataState } from '../../components/content/DataState.tsx';
import { MissingRecord } from '../../components/content/MissingRecord.tsx';
import { parseStudentsMode, tutorModeSearch } from '../../lib/content/url-mode.ts';
import { useRecordLeft } from '../../lib/content/use-record-left.ts';
import { useRecords } from '../../lib/content/use-records.ts';
import { useUrlMode } from '../../lib/content/use-url-mode.ts';
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
  const nav = useUrlMode(parseStudentsMode, tutorModeSearch);
  const list = useRecords(studentsList);
  const { mode } = nav;
  const left = useRecordLeft(tutorModeSearch(mode), 'id' in mode ? mode.id : null);

  // The question opens over the table, which stays as it was.
  if (mode.name === 'home' || mode.name === 'block') return <StudentTable key="home" nav={nav} list={list} left={left} />;
  return (
    <DataState key={tutorModeSearch(mode)} state={list.state} onRetry={list.retry}>
      {(students) => {
        const student = students.find(({ _id }) => _id === mode.id);
        if (!student) return <MissingRecord focus={nav.moved} onBack={() => nav.returnTo(studentsHome)} />;
        if (mode.name === 'edit') return <StudentEdit nav={nav} list={list} student={student} />;
        return <StudentDetails nav={nav} student={student} />;
      }}
    </DataState>
  );
}
