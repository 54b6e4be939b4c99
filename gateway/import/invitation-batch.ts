import type { SchoolSettings } from '../../contract/records/school.ts';
import type { ApiDeps } from '../api/context.ts';
import { issueAccountLink } from '../api/invitation-links.ts';
import type { NewMail, Queries, User } from '../db/index.ts';
import type { NewInvitation } from '../db/invitations.ts';
import { inTurns } from './in-turns.ts';

/** New accounts' invitations: their links, to keep in the database, and each account's mail, to queue with them. */
export interface InvitationBatch<Item> {
  invitations: NewInvitation[];
  /** Each item with its account's mail, in order. */
  invited: Array<Item & { mail: NewMail }>;
}

/** Links made between two turns of the event loop: each is a random token, its hash and a mail's text. */
const LINKS_PER_TURN = 500;

/**
 * An invitation for each new account, made by `issueAccountLink` as every invitation is (its
 * token, link, expiry and mail), but kept by the caller in bulk: issued one at a time, 20,000
 * links took 60,000 statements (replacing earlier links that a new account cannot have, and
 * reading the school's name each time). Here the school is read once by the caller, and the
 * links wait in the answer until the accounts exist to point them at.
 *
 * @param deps the clock and the site's address the links use
 * @param queries the database the rest of `issueAccountLink`'s queries would use
 * @param items the new accounts, not yet written, each with what the caller keeps beside it
 * @param school the school's settings (its name is in the mails)
 * @example const { invitations, invited } = await invitationBatch(deps, deps.store, adds.map((add) => ({ add, account: accountOf(add) })), school)
 */
export async function invitationBatch<Item extends { account: User }>(deps: ApiDeps, queries: Queries, items: readonly Item[], school: SchoolSettings): Promise<InvitationBatch<Item>> {
  const batch: InvitationBatch<Item> = { invitations: [], invited: [] };
  const collecting: Queries = {
    ...queries,
    invitations: {
      ...queries.invitations,
      issue: async (invitation) => {
        batch.invitations.push(invitation);
      },
    },
    school: { ...queries.school, read: async () => school },
  };
  await inTurns(items, LINKS_PER_TURN, async (some) => {
    for (const item of some) batch.invited.push({ ...item, mail: await issueAccountLink(deps, collecting, item.account, 'invite') });
  });
  return batch;
}
