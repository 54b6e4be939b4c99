import * as z from 'zod/mini';
import { submissionMessages as m } from '../strings/coursework.ts';

/** A written answer: a few pages of text. */
export const HAND_IN_TEXT_MAX = 10_000;
/** A grade as the school writes it: `17/20`, `A-`, `Excellent`. */
export const GRADE_MAX = 20;
/** A tutor's feedback: a page of comments, as long as a record's description. */
export const FEEDBACK_MAX = 5000;

/**
 * The text fields of a hand-in (`PUT /student/home/assignments/{id}/submission`, multipart
 * beside its `files`); a hand-in needs files or text (`handsInSomething`).
 */
export const handInSchema = z.object({
  text: z.pipe(
    z.optional(z.string({ error: m.textLong(HAND_IN_TEXT_MAX) }).check(z.trim(), z.maxLength(HAND_IN_TEXT_MAX, m.textLong(HAND_IN_TEXT_MAX)))),
    z.transform((text) => text ?? ''),
  ),
});
export type HandIn = z.output<typeof handInSchema>;

/** Whether a hand-in of `text` and `fileCount` files hands in anything: the form and the API refuse it otherwise. */
export function handsInSomething(text: string, fileCount: number): boolean {
  return fileCount > 0 || text.trim() !== '';
}

/**
 * A tutor's review of one submission (`PATCH /tutor/home/assignments/{id}/submissions/{studentId}`):
 * each field absent is left as it is; a `null` or empty grade clears it; `returned` hands the
 * submission back to the student (true) or takes the return back (false).
 */
export const reviewSchema = z.object({
  // `custom` rather than `nullable`: the browser ships no other use of it.
  grade: z.optional(
    z.pipe(
      z.custom<string | null>((grade) => grade === null || (typeof grade === 'string' && grade.trim().length <= GRADE_MAX), { error: m.gradeLong(GRADE_MAX) }),
      z.transform((grade) => grade?.trim() ?? null),
    ),
  ),
  feedback: z.optional(z.string({ error: m.feedbackLong(FEEDBACK_MAX) }).check(z.trim(), z.maxLength(FEEDBACK_MAX, m.feedbackLong(FEEDBACK_MAX)))),
  returned: z.optional(z.boolean({ error: m.returnedInvalid })),
});
export type Review = z.output<typeof reviewSchema>;
