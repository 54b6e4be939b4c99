import type { Kysely } from 'kysely';

/**
 * E-mail digests (issue 27, part 4). `digest_choices`: who asked for which digest (a row is a
 * yes; the digests are off by default). `digest_runs`: one row per digest kind and period, written
 * in the transaction that queues that period's mails, so however many processes look, and however
 * often one restarts, a period's digest is queued once. `mail_queue.headers`: a mail's own
 * headers (JSON), such as a digest's List-Unsubscribe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('digest_choices')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // weekly (a student's) or daily (a guardian's): contract/records/digests.ts.
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('digest_choices_pk', ['kind', 'user_id'])
    .execute();
  await db.schema
    .createTable('digest_runs')
    .addColumn('kind', 'text', (column) => column.notNull())
    // The period's local day on the school's clock: the day it is sent on, `YYYY-MM-DD`.
    .addColumn('period', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('mails', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('digest_runs_pk', ['kind', 'period'])
    .execute();
  await db.schema.alterTable('mail_queue').addColumn('headers', 'text').execute();
}
