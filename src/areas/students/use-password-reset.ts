import { useState } from 'react';
import { callApi } from '../../lib/api/client.ts';
import { fieldOf } from '../../lib/content/list-answer.ts';
import { recordPath, showFailure } from '../../lib/content/save-change.ts';
import type { Records } from '../../lib/content/use-records.ts';
import { showToast } from '../../stores/toasts.ts';
import type { User } from '../../../contract/records/user.ts';
import { studentsText as text } from '../../strings/students.ts';
import { studentsList } from './area.ts';
import { studentName } from './student-columns.tsx';

export interface PasswordReset {
  /** While a reset is being sent: the question's buttons wait. */
  busy: boolean;
  /** Sends `student` the link, says how it went, then `then` (closes the question) either way. */
  send: (student: User, then: () => void) => Promise<void>;
}

/**
 * A tutor's reset of a student's password (issue 25): the server mails the student a link to
 * choose a new one and answers only that it did, so the toast says the server's words. A refusal
 * (blocked, too many resets, the mail not sent) is said too, once the question has closed: it
 * is not one the question could change, and outside a modal question the toast is read out.
 *
 * @param list the page's students, refreshed when the student is gone meanwhile (404)
 * @example const reset = usePasswordReset(list); void reset.send(student, toTable);
 */
export function usePasswordReset(list: Pick<Records<User>, 'refresh'>): PasswordReset {
  const [busy, setBusy] = useState(false);

  async function send(student: User, then: () => void) {
    setBusy(true);
    try {
      const answer = await callApi<unknown>(`${recordPath(studentsList.path, student._id)}/password-reset`, { method: 'POST' });
      const message = fieldOf(answer, 'message');
      then();
      showToast('success', typeof message === 'string' ? message : text.resetSent(studentName(student)));
    } catch (error) {
      then();
      showFailure(error, list);
    } finally {
      setBusy(false);
    }
  }

  return { busy, send };
}
