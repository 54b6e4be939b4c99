import { sql, type SelectQueryBuilder } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/**
 * Students by name as a person reads a list, as the students list orders them: `asha` beside
 * `Asha`, before `Ben`; the id settles equal names. For a query that joins `users`.
 *
 * @example db.selectFrom('users').selectAll().$call(studentsByName)
 */
export function studentsByName<Tables extends keyof DatabaseSchema, Row>(query: SelectQueryBuilder<DatabaseSchema, Tables, Row>) {
  return query.orderBy(sql`lower(${sql.ref('users.fname')})`).orderBy(sql.ref('users.fname')).orderBy(sql.ref('users.id'));
}
