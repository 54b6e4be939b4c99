import { Hono } from 'hono';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { capitalise } from '../../contract/records/capitalise.ts';
import { waitText } from '../../contract/strings/auth.ts';
import { studentResetMessages as m } from '../../contract/strings/students.ts';
import { userDetailsMessages } from '../../contract/strings/validation.ts';
import { TUTOR_AREA } from './area-guards.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail, failTooMany } from './errors.ts';
import { transactionWithMail } from '../mail/queue-mail.ts';
import { issueAccountLink } from './invitation-links.ts';

/** Resets one student may be sent in an hour: enough for a lost mail, too few to flood a mailbox. */
const RESETS_PER_STUDENT_HOURLY = 5;

/**
 * `POST /tutor/home/students/{id}/password-reset` (school-model.md): a tutor helps a student who
 * is locked out. The student is mailed a one-time link (24 hours) to choose a new password;
 * the answer, 202, carries no link and no password, so nobody but the student ever sees one.
 * The answer comes once the link and its mail are kept, in one transaction; the mail worker
 * sends it. Until the link is used the old password keeps working.
 *
 * @param deps the store, mail worker and clock
 * @example api.route('/', studentPasswordResetRoutes(deps))
 */
export function studentPasswordResetRoutes(deps: ApiDeps) {
  const { store } = deps;
  const perStudent = store.rateLimits.limiter({ keyPrefix: 'reset-link-student', points: RESETS_PER_STUDENT_HOURLY, durationSeconds: 60 * 60 });
  const app = new Hono<ApiEnv>();

  app.post(`${TUTOR_AREA}/students/:id/password-reset`, async (c) => {
    const student = await store.users.find(c.req.param('id'));
    if (student?.position !== 'student') fail(404, userDetailsMessages.notFound);
    if (student.blocked) fail(409, m.blocked);
    await perStudent.consume(student._id).catch((refusal: unknown) => {
      if (refusal instanceof RateLimiterRes) failTooMany(refusal.msBeforeNext, m.throttled(waitText.minutes(refusal.msBeforeNext)));
      throw refusal;
    });
    await transactionWithMail(deps, async (tx, queue) => {
      queue(await issueAccountLink(deps, tx, student, 'reset'));
      await c.var.audit('password.reset-link', { target: `student ${student._id}` }, tx);
    });
    return compressedJson(c, { message: m.sent(capitalise(student.fname)) }, 202);
  });

  return app;
}
