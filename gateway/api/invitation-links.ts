import { newInvitationToken } from '../auth/invitation-token.ts';
import type { NewMail, Queries, User } from '../db/index.ts';
import { recipientLanguage, schoolMailLanguage } from '../mail/mail-language.ts';
import { invitationMail, resetLinkMail } from '../mail/messages.ts';
import type { ApiDeps } from './context.ts';

const HOUR = 60 * 60 * 1000;

/** How long each kind of link works: an invitation waits a week; a reset, a day. */
const VALID_HOURS = { invite: 7 * 24, reset: 24 } as const;

export type AccountLinkPurpose = keyof typeof VALID_HOURS;

/** Where a link opens: the page that sets the password; the secret rides in the fragment, which no server, log or Referer sees. */
export const INVITE_PAGE = '/invite';

/**
 * A new link that sets `account`'s password, kept in `queries` (the caller's transaction, when
 * the account is made in one), replacing the account's earlier unused link of the purpose.
 * Answers the mail to queue with it (mail/queue-mail.ts), not sent once the link has run out,
 * in the account's language: a new account has none yet, so an invitation is in the school's.
 */
export async function issueAccountLink(deps: Pick<ApiDeps, 'now' | 'publicUrl'>, queries: Queries, account: User, purpose: AccountLinkPurpose): Promise<NewMail> {
  const { token, tokenHash } = newInvitationToken();
  const at = deps.now();
  const expiresAt = new Date(at.getTime() + VALID_HOURS[purpose] * HOUR);
  await queries.invitations.issue({ tokenHash, purpose, userId: account._id, expiresAt }, at);
  const link = new URL(INVITE_PAGE, deps.publicUrl ?? new URL('http://localhost:4321'));
  link.hash = token;
  const school = await queries.school.read();
  const about = { to: account.email, language: recipientLanguage(account, schoolMailLanguage(school)), fname: account.fname, schoolName: school.name, link, validHours: VALID_HOURS[purpose] };
  return { ...(purpose === 'invite' ? invitationMail(about, account.position) : resetLinkMail(about)), sendBefore: expiresAt };
}
