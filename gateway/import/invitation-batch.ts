import type { SchoolSettings } from '../../contract/records/school.ts';
import type { ApiDeps } from '../api/context.ts';
import { accountLinkMail, linkExpiry, newAccountLink, type AccountLink } from '../api/invitation-links.ts';
import type { NewMail, User } from '../db/index.ts';
import type { NewInvitation } from '../db/invitations.ts';
import { inTurns } from './in-turns.ts';

/** New accounts' invitations: their links, to keep in the database, and each account's mail, to queue with them. */
export interface InvitationBatch<Item> {
  invitations: NewInvitation[];
  /** Each item with its account's link, in order. */
  invited: Array<Item & { link: AccountLink }>;
  /**
   * Each account's mail, in order, made as it is read: an import's 20,000, made at once, held
   * 12 MB until its transaction queued them.
   */
  mails: Iterable<NewMail>;
}

/** Links made between two turns of the event loop: each is a random token and its hash. */
const LINKS_PER_TURN = 500;

/**
 * An invitation for each new account, made as every invitation is (`newAccountLink`, then
 * `accountLinkMail`) but kept by the caller in bulk: issued one at a time, 20,000 links took
 * 60,000 statements (replacing earlier links that a new account cannot have, and reading the
 * school's name each time). Here the school is read once by the caller, and the links wait in
 * the answer until the accounts exist to point them at.
 *
 * @param deps the clock and the site's address the links use
 * @param items the new accounts, not yet written, each with what the caller keeps beside it
 * @param school the school's settings (its name is in the mails)
 * @example const { invitations, invited, mails } = await invitationBatch(deps, adds.map((add) => ({ add, account: accountOf(add) })), school)
 */
export async function invitationBatch<Item extends { account: User }>(deps: Pick<ApiDeps, 'now' | 'publicUrl'>, items: readonly Item[], school: SchoolSettings): Promise<InvitationBatch<Item>> {
  const expiresAt = linkExpiry(deps.now(), 'invite');
  const invited: Array<Item & { link: AccountLink }> = [];
  await inTurns(items, LINKS_PER_TURN, (some) => {
    for (const item of some) invited.push({ ...item, link: newAccountLink(item.account, 'invite', expiresAt) });
  });
  return {
    invitations: invited.map(({ link }) => link.invitation),
    invited,
    // Read again from the start each time: a transaction tried again queues them again.
    mails: {
      *[Symbol.iterator]() {
        for (const { account, link } of invited) yield accountLinkMail(deps, account, link, school);
      },
    },
  };
}
