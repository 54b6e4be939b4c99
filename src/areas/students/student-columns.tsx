import { linkColumn, textColumn, type RecordOpener } from '../../components/content/record-columns.tsx';
import type { Column } from '../../components/content/RecordTable.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { QuestionState } from '../../lib/content/mode-question.ts';
import type { User } from '../../../contract/records/user.ts';
import { capitalise } from '../../../contract/records/capitalise.ts';
import { studentsText as text } from '../../strings/students.ts';
import type { SchoolClass } from '../../../contract/records/school-class.ts';
import { BlockQuestion, ResetQuestion } from './StudentQuestion.tsx';

/** A student's name as the product shows it: first letter capitalised (spec §3). */
export const studentName = (student: User) => capitalise(student.fname);

/** The names of the student's classes, in the school's order; a class not (yet) known is left out. */
export const classNames = (student: User, classes: readonly SchoolClass[]) =>
  classes
    .filter((each) => student.classes?.includes(each._id))
    .map((each) => each.name)
    .join(', ');

export interface StudentActions {
  /** Opens a student's details, from their name. */
  details: RecordOpener<User>;
  onEdit: (student: User) => void;
  /** The block or unblock question about a student, and the switch once confirmed. */
  blockQuestionOf: (student: User) => QuestionState;
  /** The password reset question about a student, and the reset once confirmed. */
  resetQuestionOf: (student: User) => QuestionState;
}

/**
 * The table's columns (spec §2, school-model.md): Roll No, the student's admission number; Name,
 * which opens their details and carries a 'Blocked' marker, read out with the name, and under it
 * their e-mail and classes, so two students of one name are told apart (in a column of their
 * own they would not fit a phone's width); and Actions, Edit, Block or UnBlock, and Reset password.
 *
 * @param classes the school's classes, which name a student's class ids
 */
export function studentColumns(classes: readonly SchoolClass[], actions: StudentActions): Column<User>[] {
  const name = linkColumn(text.nameColumn, studentName, actions.details);
  return [
    textColumn(text.rollnoColumn, (student) => student.admissionNo ?? '', true),
    {
      ...name,
      cell: (student) => (
        <>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {name.cell(student)}
            {student.blocked ? (
              // The space keeps the marker a word of its own in the row's name, as a screen reader reads it.
              <>
                {' '}
                <span className="rounded bg-danger-700 px-2 py-0.5 text-sm font-semibold text-white">{text.blockedMarker}</span>
              </>
            ) : null}
          </span>{' '}
          <span className="block text-sm break-all text-slate-700">{student.email}</span>{' '}
          <span className="block text-sm text-slate-700">{text.classesLine(classNames(student, classes) || text.noClass)}</span>
        </>
      ),
    },
    {
      header: text.actionsColumn,
      narrow: true,
      cell: (student) => (
        // Stacked on a phone, so the three columns fit its width; side by side where there is room.
        <div className="flex flex-col gap-2 lg:flex-row">
          <Button variant="outline" className="px-3" aria-label={`${text.edit}: ${studentName(student)}`} onClick={() => actions.onEdit(student)}>
            {text.edit}
          </Button>
          <BlockQuestion name={studentName(student)} blocked={student.blocked} state={actions.blockQuestionOf(student)} />
          <ResetQuestion name={studentName(student)} state={actions.resetQuestionOf(student)} />
        </div>
      ),
    },
  ];
}
