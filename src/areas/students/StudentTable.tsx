import { ListView, MissingRecord } from '../../components/content/ListViews.tsx';
import { modeOpener } from '../../components/content/record-columns.tsx';
import { RecordTable } from '../../components/content/RecordTable.tsx';
import { askedAbout, questionToggle, type ModeQuestion } from '../../lib/content/mode-question.ts';
import { recordPath } from '../../lib/content/save-change.ts';
import type { StudentsMode } from '../../lib/content/url-mode.ts';
import { useChange } from '../../lib/content/use-change.ts';
import { lacksRecord } from '../../lib/content/use-records.ts';
import type { User } from '../../../contract/records/user.ts';
import { studentsText as text } from '../../strings/students.ts';
import { isUser, studentsList } from './area.ts';
import { studentColumns, studentName } from './student-columns.tsx';
import { studentsHome, type StudentsPage } from './views.ts';

/** Asked over the table, which stays as it was. */
const blockQuestion: ModeQuestion<StudentsMode> = { ask: (id) => ({ name: 'block', id }), over: studentsHome };

/**
 * The home view (spec §2): the table of Rollno, Name and Actions. The block question opens over
 * it (`?mode=block&id=…`); once the server has the change, the row shows the new state in place.
 * The table shows the page holding the student asked about, or else the one the tutor left.
 */
export function StudentTable({ page }: { page: StudentsPage }) {
  const { nav, list } = page;
  const change = useChange(list, isUser);
  const asked = askedAbout(nav.mode, blockQuestion);
  const toHome = () => nav.returnTo(studentsHome);

  function toggleBlock(student: User) {
    const blocked = !student.blocked;
    const done = (blocked ? text.nowBlocked : text.nowUnblocked)(studentName(student));
    void change.send(recordPath(studentsList.path, student._id), 'PATCH', { blocked }, { place: 'same', done, then: toHome });
  }

  if (asked !== null && lacksRecord(list.state, asked)) return <MissingRecord focus={nav.moved} onBack={toHome} />;
  return (
    <ListView list={list} heading={text.listHeading} focus={nav.moved} empty={text.empty}>
      {(students) => (
        <RecordTable
          records={students}
          caption={text.listHeading}
          holding={asked ?? page.left}
          columns={studentColumns(students, {
            details: modeOpener(nav, (id) => ({ name: 'details', id })),
            onEdit: (student) => nav.open({ name: 'edit', id: student._id }),
            questionOf: (student) => ({ ...questionToggle(nav, blockQuestion, student._id), busy: change.busy, onConfirm: () => toggleBlock(student) }),
          })}
        />
      )}
    </ListView>
  );
}
