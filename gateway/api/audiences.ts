import type { Context } from 'hono';
import { WHOLE_SCHOOL } from '../../contract/records/audience.ts';
import { audienceMessages } from '../../contract/strings/audiences.ts';
import { guardianMessages } from '../../contract/strings/guardians.ts';
import type { AudienceFilter, Queries } from '../db/index.ts';
import type { FileReader } from '../db/audiences.ts';
import type { ApiEnv } from './context.ts';
import { fail } from './errors.ts';

/**
 * 400 unless every class a record is sent for is one of the school's (archived ones too: an
 * edit may keep a record's archived class). Run it in the write's transaction, before the write.
 *
 * @param queries the store or the write's transaction
 * @param classes the class ids sent, if any
 * @example await refuseUnknownClasses(tx, details.classes)
 */
export async function refuseUnknownClasses(queries: Pick<Queries, 'classes'>, classes: readonly string[] | undefined): Promise<void> {
  if (!classes?.length) return;
  const known = await queries.classes.existing(classes);
  if (classes.some((id) => !known.has(id))) fail(400, audienceMessages.unknownClasses);
}

/**
 * Whose records the caller reads (school-model.md, Audience): a student, the whole school's and
 * their classes'; a tutor, everything, or what `?class=ID` (`?class=school`: the whole school's
 * only) asks for. An unknown class is 400.
 *
 * @example const audience = await readerAudience(c, deps.store)
 */
export async function readerAudience(c: Context<ApiEnv>, queries: Pick<Queries, 'classes'>): Promise<AudienceFilter | undefined> {
  const user = c.var.user;
  // Anyone but a tutor reads as a student: a role added later sees no more than the whole school's.
  if (user.position !== 'tutor') return { readerClasses: await queries.classes.idsOfStudent(user._id) };
  const classFilter = c.req.query('class');
  if (classFilter === undefined || classFilter === '') return undefined;
  if (classFilter !== WHOLE_SCHOOL && (await queries.classes.existing([classFilter])).size === 0) fail(400, audienceMessages.unknownFilter);
  return { classFilter };
}

/**
 * The key a list's answer for `audience` is kept under: readers of the same classes share one.
 *
 * @example audienceKey({ readerClasses: ['7b', '7a'] }) // 'reader:7a,7b'
 */
export function audienceKey(audience: AudienceFilter | undefined): string {
  if (audience === undefined) return 'all';
  if ('classFilter' in audience) return `class:${audience.classFilter}`;
  return `reader:${[...audience.readerClasses].sort().join(',')}`;
}

/**
 * The child a guardian's call names (`:id`) as a reader: their id and classes, so the guardian
 * reads exactly what the child reads (school-model.md). An id that is not one of the caller's
 * children is 404, whether or not it is a student's, so ids are never confirmed.
 *
 * @example const child = await guardiansChild(c, deps.store); await deps.store.events.list({ readerClasses: child.readerClasses })
 */
export async function guardiansChild(c: Context<ApiEnv>, queries: Pick<Queries, 'guardians' | 'classes'>): Promise<FileReader> {
  const studentId = await queries.guardians.childOf(c.var.user._id, c.req.param('id') ?? '');
  if (!studentId) fail(404, guardianMessages.childNotFound);
  return { studentId, readerClasses: await queries.classes.idsOfStudent(studentId) };
}
