/**
 * Who a record is for (school-model.md, Audience): `classes` lists class ids; an empty list is
 * the whole school. A tutor's list asks for one class with `?class=ID`, or for the whole
 * school's records only with `?class=school`.
 */
export const WHOLE_SCHOOL = 'school';

/** The `classes` every assignment, note, announcement, event and photo section carries. */
export interface WithAudience {
  /** Class ids, in id order; empty: the whole school. */
  classes: string[];
}
