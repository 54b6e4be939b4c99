import { sql, type SelectQueryBuilder } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/**
 * People by name as a person reads a list, as the students and tutors lists order them: `asha`
 * beside `Asha`, before `Ben`; the id settles equal names. For a query that reads `users`; the
 * order is the one `users_position_name` indexes, so a list of one position reads it in order.
 *
 * @example db.selectFrom('users').selectAll().$call(peopleByName)
 */
export function peopleByName<Tables extends keyof DatabaseSchema, Row>(query: SelectQueryBuilder<DatabaseSchema, Tables, Row>) {
  return query.orderBy(sql`lower(${sql.ref('users.fname')})`).orderBy(sql.ref('users.fname')).orderBy(sql.ref('users.id'));
}
