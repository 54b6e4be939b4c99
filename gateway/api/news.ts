import { Hono } from 'hono';
import { isNewsArea } from '../../contract/records/news.ts';
import { STUDENT_AREA } from './area-guards.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { answerNotFound } from './errors.ts';

const NEWS_PATH = `${STUDENT_AREA}/news`;

/**
 * "New" markers (issue 26): a student asks which records of each list are new to them, and marks
 * a list read when they open it. Read state is the account's, kept by the server at its own time,
 * so it is the same on every device; what counts as new follows the audience rule of the lists.
 */
export function newsRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  /** `{news}`: per list, the ids new to the student, newest first, at most 99 (the navigation shows "99+"). */
  app.get(NEWS_PATH, async (c) => {
    const studentId = c.var.user._id;
    const readerClasses = await deps.store.classes.idsOfStudent(studentId);
    return compressedJson(c, { news: await deps.store.listReads.news(studentId, readerClasses) });
  });

  /** Marks the list read now, by the server's clock; again is harmless. A list without markers is 404. */
  app.put(`${NEWS_PATH}/:area`, async (c) => {
    const area = c.req.param('area');
    if (!isNewsArea(area)) return answerNotFound(c);
    await deps.store.listReads.markRead(c.var.user._id, area, deps.now());
    return c.body(null, 204);
  });

  return app;
}
