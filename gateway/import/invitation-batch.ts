import type { SchoolSettings } from '../../contract/records/school.ts';
import type { ApiDeps } from '../api/context.ts';
import { accountLinkMail, linkExpiry, type AccountLink } from '../api/invitation-links.ts';
import { newInvitationToken } from '../auth/invitation-token.ts';
import type { NewMail, User } from '../db/index.ts';
import type { NewInvitation } from '../db/invitations.ts';
import { byCodeUnits } from './code-unit-order.ts';
import { inTurns } from './in-turns.ts';

/**
 * New accounts' invitations, to keep in the database, and each account's mail, to queue with
 * them. Both are made as they are read, and read again from the start each time (a transaction
 * tried again queues them again): what is held meanwhile is each account's token and its hash.
 */
export interface InvitationBatch {
  /** In their hashes' order, the order of the table's key: SQLite writes rows in it in about half the time. */
  invitations: Iterable<NewInvitation>;
  /** In the accounts' order. */
  mails: Iterable<NewMail>;
}

/** Links made between two turns of the event loop: each is a random token and its hash. */
const LINKS_PER_TURN = 500;

/**
 * An invitation for each new account, as every invitation is made (`newInvitationToken`, then
 * `accountLinkMail`) but kept by the caller in bulk: issued one at a time, 20,000 links took
 * 60,000 statements (replacing earlier links that a new account cannot have, and reading the
 * school's name each time). Here the school is read once by the caller, and the links wait in
 * the answer until the accounts exist to point them at.
 *
 * The accounts are asked for by their place (`accountAt`), not held: an import's 20,000 new
 * accounts, each with its link, its invitation and the objects between them, stayed in memory
 * until its transaction had written them, and V8's heap grows by about a third more than what
 * it holds (docs/benchmarks.md).
 *
 * @param deps the clock and the site's address the links use
 * @param count how many new accounts
 * @param accountAt the account at a place, from 0 to `count - 1`, made again each time it is asked for
 * @param school the school's settings (its name is in the mails)
 * @example const { invitations, mails } = await invitationBatch(deps, made.length, (index) => made[index], school)
 */
export async function invitationBatch(deps: Pick<ApiDeps, 'now' | 'publicUrl'>, count: number, accountAt: (index: number) => User, school: SchoolSettings): Promise<InvitationBatch> {
  const expiresAt = linkExpiry(deps.now(), 'invite');
  const tokens: string[] = [];
  const hashes: string[] = [];
  await inTurns(places(count), LINKS_PER_TURN, (some) => {
    for (const { token, tokenHash } of some.map(() => newInvitationToken())) {
      tokens.push(token);
      hashes.push(tokenHash);
    }
  });
  const byHash = Uint32Array.from(places(count)).sort((one, other) => byCodeUnits(hashes[one] as string, hashes[other] as string));
  const invitation = (index: number, account = accountAt(index)): AccountLink['invitation'] => ({ tokenHash: hashes[index] as string, purpose: 'invite', userId: account._id, expiresAt });
  return {
    invitations: { [Symbol.iterator]: () => byHash.values().map((index) => invitation(index)) },
    mails: {
      [Symbol.iterator]: () =>
        places(count).map((index) => {
          const account = accountAt(index);
          return accountLinkMail(deps, account, { token: tokens[index] as string, invitation: invitation(index, account) }, school);
        }),
    },
  };
}

function* places(count: number): Generator<number> {
  for (let index = 0; index < count; index++) yield index;
}
