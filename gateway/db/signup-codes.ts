import type { Kysely } from 'kysely';
import type { DatabaseSchema, Position } from './schema.ts';

export interface SignupCode {
  id: number;
  codeHash: string;
  createdAt: Date;
}

/** What a code opens: a sign-up, or a new password for an account of that position. */
export type CodePurpose = 'signup' | `reset-${Position}`;

/**
 * Mailed codes of one purpose. Every code lives in `signup_codes`; each query keeps to its own
 * purpose, so a reset code cannot finish a sign-up, nor a tutor's reset a student's.
 */
export function signupCodesQueries(db: Kysely<DatabaseSchema>, purpose: CodePurpose = 'signup') {
  return {
    /** A new code replaces any earlier one for the same address, in the caller's transaction or its own; answers the new code's id. */
    async issue(email: string, codeHash: string, now: Date, expiresAt: Date): Promise<number> {
      const replacing = async (trx: Kysely<DatabaseSchema>) => {
        await trx.updateTable('signup_codes').set({ spent: 1 }).where('email', '=', email).where('purpose', '=', purpose).where('spent', '=', 0).execute();
        const row = await trx
          .insertInto('signup_codes')
          .values({ email, purpose, code_hash: codeHash, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      };
      return db.isTransaction ? replacing(db) : db.transaction().execute(replacing);
    },

    /** The code that can still be used for this address (unspent, unexpired, tries left), if any. */
    async findLive(email: string, now: Date, maxTries: number): Promise<SignupCode | undefined> {
      const row = await db
        .selectFrom('signup_codes')
        .select(['id', 'code_hash', 'created_at'])
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('spent', '=', 0)
        .where('expires_at', '>', now.toISOString())
        .where('tries', '<', maxTries)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row && { id: row.id, codeHash: row.code_hash, createdAt: new Date(row.created_at) };
    },

    /**
     * Takes one of the code's `maxTries` before it is compared, in a single statement, so
     * guesses sent at once cannot get past the limit. False when no try is left.
     */
    async claimTry(id: number, maxTries: number): Promise<boolean> {
      const result = await db
        .updateTable('signup_codes')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('id', '=', id)
        .where('spent', '=', 0)
        .where('tries', '<', maxTries)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Uses the code up; false when another request already did, so a code makes one account. */
    async spend(id: number): Promise<boolean> {
      const result = await db
        .updateTable('signup_codes')
        .set({ spent: 1 })
        .where('id', '=', id)
        .where('spent', '=', 0)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Codes older than `before`, of every purpose, serve neither sign-up, reset nor rate limits any more. */
    async purgeOlderThan(before: Date): Promise<void> {
      await db.deleteFrom('signup_codes').where('created_at', '<', before.toISOString()).execute();
    },
  };
}
