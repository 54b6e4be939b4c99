import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

export interface SignupCode {
  id: number;
  codeHash: string;
  expiresAt: string;
  failedAttempts: number;
}

export function signupCodesQueries(db: Kysely<DatabaseSchema>) {
  return {
    /** A new code replaces any earlier one for the same address. */
    async issue(email: string, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('signup_codes').set({ spent: 1 }).where('email', '=', email).where('spent', '=', 0).execute();
        await trx
          .insertInto('signup_codes')
          .values({ email, code_hash: codeHash, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
          .execute();
      });
    },

    async countIssuedSince(email: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('signup_codes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('email', '=', email)
        .where('created_at', '>', since.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The code that can still be used for this address, if any. */
    async findLive(email: string, now: Date): Promise<SignupCode | undefined> {
      const row = await db
        .selectFrom('signup_codes')
        .select(['id', 'code_hash', 'expires_at', 'failed_attempts'])
        .where('email', '=', email)
        .where('spent', '=', 0)
        .where('expires_at', '>', now.toISOString())
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row && { id: row.id, codeHash: row.code_hash, expiresAt: row.expires_at, failedAttempts: row.failed_attempts };
    },

    /** Counts a wrong try; the code is spent once it reaches `maxFailures`. */
    async recordFailure(id: number, maxFailures: number): Promise<void> {
      await db
        .updateTable('signup_codes')
        .set((eb) => ({
          failed_attempts: eb('failed_attempts', '+', 1),
          spent: eb.case().when('failed_attempts', '>=', maxFailures - 1).then(1).else(0).end(),
        }))
        .where('id', '=', id)
        .execute();
    },

    async spend(id: number): Promise<void> {
      await db.updateTable('signup_codes').set({ spent: 1 }).where('id', '=', id).execute();
    },

    /** Codes older than `before` serve neither sign-up nor rate limits any more. */
    async purgeOlderThan(before: Date): Promise<void> {
      await db.deleteFrom('signup_codes').where('created_at', '<', before.toISOString()).execute();
    },
  };
}
