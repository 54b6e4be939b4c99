import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/** One line of the audit log. Never holds a password, a code or a token. */
export interface AuditEvent {
  at: Date;
  /** The e-mail of who acted or tried to, or `admin` for the command-line tools. */
  actor: string;
  /** What happened, as `area.verb`: `login.failed`, `assignment.delete`. */
  action: string;
  /** What it happened to, in words a school admin can read. */
  target?: string;
  /** The client's address, as the limits see it. */
  ip?: string;
}

export function auditEventsQueries(db: Kysely<DatabaseSchema>) {
  return {
    async record(event: AuditEvent): Promise<void> {
      await db
        .insertInto('audit_events')
        .values({ at: event.at.toISOString(), actor: event.actor, action: event.action, target: event.target ?? null, ip: event.ip ?? null })
        .execute();
    },

    /** Events from `since` on, oldest first; only one actor's when `actor` is given. */
    async list({ since, actor }: { since: Date; actor?: string }): Promise<AuditEvent[]> {
      let query = db.selectFrom('audit_events').selectAll().where('at', '>=', since.toISOString());
      if (actor) query = query.where('actor', '=', actor);
      const rows = await query.orderBy('at').orderBy('id').execute();
      return rows.map((row) => ({
        at: new Date(row.at),
        actor: row.actor,
        action: row.action,
        ...(row.target === null ? {} : { target: row.target }),
        ...(row.ip === null ? {} : { ip: row.ip }),
      }));
    },

    async purgeOlderThan(before: Date): Promise<void> {
      await db.deleteFrom('audit_events').where('at', '<', before.toISOString()).execute();
    },
  };
}
