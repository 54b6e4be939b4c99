import type { Kysely } from 'kysely';
import { withGeneratedId } from './portable.ts';

/** Security events and tutors' changes: who did what to what, when and from where. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withGeneratedId(db, db.schema.createTable('audit_events'))
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('audit_events_at').on('audit_events').column('at').execute();
  await db.schema.createIndex('audit_events_actor_at').on('audit_events').columns(['actor', 'at']).execute();
}
