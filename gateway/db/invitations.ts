import type { Kysely } from 'kysely';
import type { DatabaseSchema, InvitationPurpose } from './schema.ts';

export type { InvitationPurpose };

export interface NewInvitation {
  tokenHash: string;
  purpose: InvitationPurpose;
  /** The account whose password the link sets; none for `setup`. */
  userId?: string;
  expiresAt: Date;
}

/** A link that can still be used. */
export interface LiveInvitation {
  purpose: InvitationPurpose;
  userId: string | null;
}

/** One-time links, found by the hash of their secret. */
export function invitationsQueries(db: Kysely<DatabaseSchema>) {
  return {
    /**
     * Keeps a new link. An account's new link of a purpose replaces its unused earlier ones, so
     * only the latest mail works; setup links stay side by side (each process of a school that
     * starts several prints its own) and all stop working once the first admin exists.
     */
    async issue({ tokenHash, purpose, userId, expiresAt }: NewInvitation, now: Date): Promise<void> {
      if (userId) await db.deleteFrom('invitations').where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
      await db
        .insertInto('invitations')
        .values({ token_hash: tokenHash, purpose, user_id: userId ?? null, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
        .execute();
    },

    /** The unused, unexpired link of this hash, if any. */
    async findLive(tokenHash: string, now: Date): Promise<LiveInvitation | undefined> {
      const row = await db
        .selectFrom('invitations')
        .select(['purpose', 'user_id'])
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row && { purpose: row.purpose, userId: row.user_id };
    },

    /** Uses the link up, in one statement; false when it was used (or ran out) meanwhile, so a link works once. */
    async spend(tokenHash: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('invitations')
        .set({ used_at: now.toISOString() })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Uses up this link and every other live link of its purpose, in one statement: for links of
     * which only one may ever work (the first admin's), two used at once cannot both pass.
     * False when this link was not live.
     */
    async spendWithOthers(tokenHash: string, purpose: InvitationPurpose, now: Date): Promise<boolean> {
      const spent = await db
        .updateTable('invitations')
        .set({ used_at: now.toISOString() })
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .returning('token_hash')
        .execute();
      return spent.some((row) => row.token_hash === tokenHash);
    },

    /** Which of these accounts have an invitation out that nobody has used yet. */
    async pendingFor(userIds: readonly string[], now: Date): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('invitations')
        .select('user_id')
        .where('purpose', '=', 'invite')
        .where('user_id', 'in', userIds)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .execute();
      return new Set(rows.flatMap((row) => row.user_id ?? []));
    },

    /** Links that ran out or were used before `before` open nothing and are let go. */
    async purgeOlderThan(before: Date): Promise<void> {
      await db.deleteFrom('invitations').where('expires_at', '<', before.toISOString()).execute();
    },
  };
}
