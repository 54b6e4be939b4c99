/**
 * Coursework (school-model.md, issue 26): an assignment's terms, and a student's submission.
 * Names here are fixed by the model; other programs read them.
 */

/** Where a student stands on an assignment: `missing` is past due with nothing handed in. */
export type SubmissionStatus = 'assigned' | 'handed-in' | 'late' | 'missing' | 'returned';

/** An assignment's terms, carried by every assignment answer; absent `due` or `points` means none. */
export interface AssignmentTerms {
  /** ISO 8601 with its offset, as the tutor's device sent it: `2026-11-30T17:00:00+05:30`. */
  due?: string;
  /** The most a grade can be, a whole number. */
  points?: number;
  /** Whether students may hand in (default true). */
  handInOpen: boolean;
}

/** A file handed in, fetched like a record's file (`/api/` plus `filePath`). */
export interface SubmissionFile {
  filePath: string;
  fileName: string;
}

/** A student's own submission, as `GET /student/home/assignments/{id}/submission` answers it in `{submission}`. */
export interface OwnSubmission {
  status: SubmissionStatus;
  /** ISO 8601 (UTC) of the last hand-in; absent when not handed in. */
  handedInAt?: string;
  returnedAt?: string;
  files: SubmissionFile[];
  text: string;
  grade?: string;
  feedback: string;
}

/**
 * A student's own submission of one assignment, as `GET /student/home/submissions` answers one
 * per assignment that is for them in `{submissions}`, by due time like their assignments list.
 */
export interface OwnSubmissionOf extends OwnSubmission {
  assignmentId: string;
}

/** One row of the tutor's hand-in table (`GET /tutor/home/assignments/{id}/submissions`), one per student the assignment is for. */
export interface StudentSubmission extends Omit<OwnSubmission, 'returnedAt'> {
  studentId: string;
  admissionNo: string;
  fname: string;
}

/** How many of an assignment's students stand where: the tutor's list carries them as `handIns`. */
export type HandInCounts = Record<SubmissionStatus, number>;
