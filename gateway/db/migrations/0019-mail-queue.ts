import { sql, type Kysely } from 'kysely';
import { required } from './columns.ts';
import { withGeneratedId } from './portable.ts';

/**
 * The mail queue (issue 27): every mail the app sends waits here until a worker has handed it
 * to the mail server. A claim is a lease (`claimed_until`), so a process that dies mid-send
 * leaves the mail to another. The index serves the worker's pick: unsent, unfailed, due first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withGeneratedId(db, db.schema.createTable('mail_queue'))
    // `body` holds a one-time code or link until the mail is sent or failed, then is emptied;
    // past `give_up_at` (a code's own expiry, or days for a link) the mail is not sent any more.
    .$call(required('text', 'recipient', 'subject', 'body', 'created_at', 'send_after', 'give_up_at'))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('claimed_by', 'text')
    .execute();
  await db.schema
    .createIndex('mail_queue_due')
    .on('mail_queue')
    .columns(['send_after', 'id'])
    .where(sql.ref('sent_at'), 'is', null)
    .where(sql.ref('failed_at'), 'is', null)
    .execute();
  await db.schema.createIndex('mail_queue_sent').on('mail_queue').column('sent_at').execute();
  await db.schema.createIndex('mail_queue_failed').on('mail_queue').column('failed_at').execute();
}
