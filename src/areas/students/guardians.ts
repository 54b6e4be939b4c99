import type { GuardianOutcome, StudentGuardian } from '../../../contract/records/guardian.ts';
import { fieldOf, hasTexts, recordsIn, type ListEndpoint } from '../../lib/content/list-answer.ts';
import { studentsText as text } from '../../strings/students.ts';

const isStudentGuardian = hasTexts<StudentGuardian>(['_id', 'fname', 'email']);

/** A student's guardians (`GET /tutor/home/students/{id}/guardians`); `POST` to the same path adds one (issue 27). */
export function studentGuardians(studentId: string): ListEndpoint<StudentGuardian> {
  return { path: `/tutor/home/students/${encodeURIComponent(studentId)}/guardians`, readList: (answer) => recordsIn(fieldOf(answer, 'guardians'), isStudentGuardian) };
}

const OUTCOMES: readonly GuardianOutcome[] = ['add', 'link', 'unchanged'];

/**
 * What adding a guardian did, in words, from the server's answer `{guardian, outcome}`: invited,
 * linked to their existing account, or already linked. Null for an answer that says none of them.
 */
export function outcomeWords(answer: unknown): string | null {
  const outcome = OUTCOMES.find((each) => each === fieldOf(answer, 'outcome'));
  const email = fieldOf(fieldOf(answer, 'guardian'), 'email');
  return outcome && typeof email === 'string' ? text.outcome[outcome](email) : null;
}
