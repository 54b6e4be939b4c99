import { linkColumn, textColumn, type RecordOpener } from '../../components/content/record-columns.tsx';
import type { Column } from '../../components/content/RecordTable.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { QuestionState } from '../../lib/content/mode-question.ts';
import type { User } from '../../../contract/records/user.ts';
import { capitalise } from '../../../contract/records/capitalise.ts';
import { studentsText as text } from '../../strings/students.ts';
import { BlockDialog } from './BlockDialog.tsx';

/** A student's name as the product shows it: first letter capitalised (spec §3). */
export const studentName = (student: User) => capitalise(student.fname);

export interface StudentActions {
  /** Opens a student's details, from their name. */
  details: RecordOpener<User>;
  onEdit: (student: User) => void;
  /** The block or unblock question about a student, and the switch once confirmed. */
  questionOf: (student: User) => QuestionState;
}

/**
 * The table's columns (spec §2): Rollno, the student's place in the list by name; Name, which
 * opens their details and carries a 'Blocked' marker, read out with the name; and Actions, Edit
 * and Block or UnBlock.
 *
 * @param students the list as shown, whose order gives the roll numbers
 */
export function studentColumns(students: readonly User[], actions: StudentActions): Column<User>[] {
  const rollno = new Map(students.map((student, index) => [student._id, String(index + 1)]));
  const name = linkColumn(text.nameColumn, studentName, actions.details);
  return [
    textColumn(text.rollnoColumn, (student) => rollno.get(student._id) ?? '', true),
    {
      ...name,
      cell: (student) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {name.cell(student)}
          {student.blocked ? (
            // The space keeps the marker a word of its own in the row's name, as a screen reader reads it.
            <>
              {' '}
              <span className="rounded bg-danger-700 px-2 py-0.5 text-sm font-semibold text-white">{text.blockedMarker}</span>
            </>
          ) : null}
        </span>
      ),
    },
    {
      header: text.actionsColumn,
      narrow: true,
      cell: (student) => (
        // Stacked on a phone, so the three columns fit its width; side by side where there is room.
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" className="px-3" aria-label={`${text.edit}: ${studentName(student)}`} onClick={() => actions.onEdit(student)}>
            {text.edit}
          </Button>
          <BlockDialog
            name={studentName(student)}
            blocked={student.blocked}
            state={actions.questionOf(student)}
          />
        </div>
      ),
    },
  ];
}
