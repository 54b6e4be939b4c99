import type { Kysely } from 'kysely';
import { FIRST_ADMISSION_NUMBER } from './migrations/0013-school-model.ts';
import type { DatabaseSchema } from './schema.ts';

/**
 * Moves the admission number counter on by `step` in the statement that reads it, and answers
 * where it stood: two sign-ups never read one number, and `step` 0 holds the counter's row (and
 * on SQLite the write lock) until the transaction ends. A school without a counter yet gets one
 * at its first number.
 *
 * @example const number = await advanceAdmissionCounter(tx, 1) // this sign-up's number
 */
export async function advanceAdmissionCounter(db: Kysely<DatabaseSchema>, step: number): Promise<number> {
  await db
    .insertInto('counters')
    .values({ name: 'admission_no', value: FIRST_ADMISSION_NUMBER })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const { value } = await db
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', step) }))
    .where('name', '=', 'admission_no')
    .returning('value')
    .executeTakeFirstOrThrow();
  return value - step;
}
