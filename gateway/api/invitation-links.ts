import type { SchoolSettings } from '../../contract/records/school.ts';
import { newInvitationToken } from '../auth/invitation-token.ts';
import type { NewMail, Queries, User } from '../db/index.ts';
import type { NewInvitation } from '../db/invitations.ts';
import { recipientLanguage, schoolMailLanguage } from '../mail/mail-language.ts';
import { invitationMail, resetLinkMail } from '../mail/messages.ts';
import type { ApiDeps } from './context.ts';

const HOUR = 60 * 60 * 1000;

/** How long each kind of link works: an invitation waits a week; a reset, a day. */
const VALID_HOURS = { invite: 7 * 24, reset: 24 } as const;

export type AccountLinkPurpose = keyof typeof VALID_HOURS;

/** Where a link opens: the page that sets the password; the secret rides in the fragment, which no server, log or Referer sees. */
export const INVITE_PAGE = '/invite';

/** A link made but not yet kept or mailed: its secret, and the invitation kept for it. */
export interface AccountLink {
  token: string;
  invitation: NewInvitation & { purpose: AccountLinkPurpose };
}

/**
 * When a link of `purpose` made at `at` stops working. Links made together share it: a date is
 * 92 bytes of heap, and an import holds 20,000 links until its transaction ends.
 */
export function linkExpiry(at: Date, purpose: AccountLinkPurpose): Date {
  return new Date(at.getTime() + VALID_HOURS[purpose] * HOUR);
}

/**
 * A new link that sets `account`'s password, working until `expiresAt` (`linkExpiry`): its
 * secret and the invitation to keep. `issueAccountLink` keeps and mails one; an import keeps
 * thousands in bulk.
 */
export function newAccountLink(account: User, purpose: AccountLinkPurpose, expiresAt: Date): AccountLink {
  const { token, tokenHash } = newInvitationToken();
  return { token, invitation: { tokenHash, purpose, userId: account._id, expiresAt } };
}

/**
 * The mail that carries `link` to `account` (mail/queue-mail.ts), not sent once the link has
 * run out, in the account's language: a new account has none yet, so an invitation is in the
 * school's.
 */
export function accountLinkMail(deps: Pick<ApiDeps, 'publicUrl'>, account: User, { token, invitation }: AccountLink, school: SchoolSettings): NewMail {
  const link = new URL(INVITE_PAGE, deps.publicUrl ?? new URL('http://localhost:4321'));
  link.hash = token;
  const { purpose, expiresAt } = invitation;
  const about = { to: account.email, language: recipientLanguage(account, schoolMailLanguage(school)), fname: account.fname, schoolName: school.name, link, validHours: VALID_HOURS[purpose] };
  return { ...(purpose === 'invite' ? invitationMail(about, account.position) : resetLinkMail(about)), sendBefore: expiresAt };
}

/**
 * A new link that sets `account`'s password, kept in `queries` (the caller's transaction, when
 * the account is made in one), replacing the account's earlier unused link of the purpose.
 * Answers the mail to queue with it (`accountLinkMail`).
 */
export async function issueAccountLink(deps: Pick<ApiDeps, 'now' | 'publicUrl'>, queries: Queries, account: User, purpose: AccountLinkPurpose): Promise<NewMail> {
  const at = deps.now();
  const link = newAccountLink(account, purpose, linkExpiry(at, purpose));
  await queries.invitations.issue(link.invitation, at);
  return accountLinkMail(deps, account, link, await queries.school.read());
}
