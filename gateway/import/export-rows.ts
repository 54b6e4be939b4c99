import { IMPORT_COLUMNS } from '../../contract/records/student-import.ts';
import type { SchoolRoll } from '../db/student-import.ts';
import { LIST_SEPARATOR } from './student-rows.ts';

/** Admission numbers and class names as a person orders them: 2A before 10A, 9999 before 10001. */
const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Every student as an import file has them: the header, then one row a student by admission
 * number, with the classes in use they are in (by name) and their guardians' e-mails, each list
 * joined with `;`. Imported again unchanged, every row is `unchanged`.
 *
 * @param roll the school, as `studentImport.roll()` reads it
 * @example c.body(csvDocument(exportRows(await deps.store.studentImport.roll())))
 */
export function exportRows(roll: SchoolRoll): string[][] {
  const classNames = new Map(roll.classes.map((each) => [each.id, each.name]));
  const students = roll.students.toSorted((one, other) => naturalOrder.compare(one.admissionNo, other.admissionNo) || one.id.localeCompare(other.id));
  return [
    [...IMPORT_COLUMNS],
    ...students.map((student) => [
      student.admissionNo,
      student.fname,
      student.email,
      student.contact,
      student.classIds
        .map((id) => classNames.get(id) ?? '')
        .sort(naturalOrder.compare)
        .join(LIST_SEPARATOR),
      student.guardianEmails.toSorted().join(LIST_SEPARATOR),
    ]),
  ];
}
