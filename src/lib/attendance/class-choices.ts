import type { SchoolClass } from '../../../contract/records/school-class.ts';

/** The classes a tutor picks a register from: those in use, the tutor's own first, each group in the list's order. */
export function classChoices(classes: readonly SchoolClass[], tutorId: string | undefined): { mine: SchoolClass[]; others: SchoolClass[] } {
  const inUse = classes.filter((each) => !each.archived);
  const teaches = (each: SchoolClass) => tutorId !== undefined && each.tutorIds.includes(tutorId);
  return { mine: inUse.filter(teaches), others: inUse.filter((each) => !teaches(each)) };
}
