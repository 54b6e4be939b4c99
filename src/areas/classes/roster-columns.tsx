import type { Column } from '../../components/content/RecordTable.tsx';
import { capitalise } from '../../../contract/records/capitalise.ts';
import { classesText as text } from '../../strings/classes.ts';
import type { RosterStudent } from './area.ts';

/** A student as the roster shows them: the name capitalised, as everywhere in the school (spec §3). */
const nameOf = (student: RosterStudent) => capitalise(student.fname);

/** Which students are picked, and the tick or untick of one. */
export interface StudentPick {
  isPicked: (id: string) => boolean;
  toggle: (student: RosterStudent) => void;
}

/**
 * A roster's columns: Admission No, Name and Email, so two students of one name are told apart.
 * Given a choice, a first column of checkboxes picks students, each named by name and admission number.
 */
export function rosterColumns(pick?: StudentPick): Column<RosterStudent>[] {
  const facts: Column<RosterStudent>[] = [
    { header: text.admissionNo, narrow: true, cell: (student) => student.admissionNo ?? '' },
    { header: text.studentName, rowHeader: true, cell: nameOf },
    { header: text.email, cell: (student) => <span className="break-all">{student.email}</span> },
  ];
  if (!pick) return facts;
  return [
    {
      header: text.pick,
      narrow: true,
      cell: (student) => (
        <input
          type="checkbox"
          aria-label={text.pickStudent(nameOf(student), student.admissionNo ?? student.email)}
          checked={pick.isPicked(student._id)}
          onChange={() => pick.toggle(student)}
          className="block size-6 cursor-pointer accent-brand-700"
        />
      ),
    },
    ...facts,
  ];
}
