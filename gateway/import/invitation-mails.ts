import pLimit from 'p-limit';
import type { Mail, Mailer } from '../mail/mailer.ts';

/** An invitation to send, and the file's line it is for. */
export interface LineMail {
  line: number;
  mail: Mail;
}

/** Mails sent at once by every import of the process together: a mail server takes a few connections from one client. */
const MAILS_AT_ONCE = 4;
/** Failures in a row after which the rest are not tried: the mail server is down, and each try could wait minutes. */
const FAILURES_BEFORE_GIVING_UP = 10;

const sending = pLimit(MAILS_AT_ONCE);

/**
 * Sends an import's invitations once its students are committed, a few at a time. A mail that
 * cannot be sent is logged and its line answered, so the admin learns whom to send a password
 * reset instead; after `FAILURES_BEFORE_GIVING_UP` failures in a row the rest count as failed
 * without being tried.
 *
 * @param mailer the school's mailer
 * @param mails each invitation with its line
 * @returns the lines whose invitation was not sent
 * @example const notSent = await sendInvitations(deps.mailer, mails)
 */
export async function sendInvitations(mailer: Mailer, mails: readonly LineMail[]): Promise<Set<number>> {
  const notSent = new Set<number>();
  let failuresInARow = 0;
  const send = async ({ line, mail }: LineMail) => {
    if (failuresInARow >= FAILURES_BEFORE_GIVING_UP) {
      notSent.add(line);
      return;
    }
    try {
      await mailer.send(mail);
      failuresInARow = 0;
    } catch (error) {
      failuresInARow++;
      notSent.add(line);
      console.error(`the invitation to ${mail.to} (import line ${line}) could not be sent:`, error instanceof Error ? error.message : error);
    }
  };
  await Promise.all(mails.map((each) => sending(() => send(each))));
  if (notSent.size > 0) console.error(`${notSent.size} of ${mails.length} invitations of a student import were not sent; their students can be sent a password reset.`);
  return notSent;
}
