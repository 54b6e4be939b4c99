/** A guardian's child as `GET /guardian/home/children` lists them (school-model.md, issue 27). */
export interface GuardianChild {
  _id: string;
  fname: string;
  admissionNo: string;
  /** The child's classes, by id, archived ones included: what the child (and so the guardian) reads. */
  classes: string[];
  /** The names of the child's classes in use, by name: a guardian cannot read the school's classes, so the pages show these. */
  classNames: string[];
}

/** A student's guardian as the tutor's student details list them (`GET /tutor/home/students/{id}/guardians`). */
export interface StudentGuardian {
  _id: string;
  fname: string;
  email: string;
}

/** What adding a guardian did (`POST /tutor/home/students/{id}/guardians`): a new account invited, an existing guardian linked, or nothing (linked already). */
export type GuardianOutcome = 'add' | 'link' | 'unchanged';
