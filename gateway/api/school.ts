import { Hono } from 'hono';
import { schoolSettingsSchema } from '../../contract/validation/school.ts';
import { TUTOR_AREA } from './area-guards.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { keptAnswer } from './kept-answer.ts';
import { requireAdmin } from './require-admin.ts';
import { jsonBody } from './validate.ts';

/**
 * The school's settings (school-model.md): anyone reads them (`GET /school`, outside the areas,
 * so the sign-in pages and every shell may), a school admin writes them whole
 * (`PUT /tutor/home/school`, the tutor area's guard then `requireAdmin`), answered `{school}`.
 * Until an admin saves, the answer is the defaults (`defaultSchoolSettings`).
 *
 * @param deps the store and the clock
 * @example api.route('/', schoolRoutes(deps))
 */
export function schoolRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  // Every student page's footer asks for it; made again only after an admin's save.
  app.get(
    '/school',
    keptAnswer(deps.store, ['school'], async () => ({ school: await deps.store.school.read() })),
  );

  app.put(`${TUTOR_AREA}/school`, requireAdmin, jsonBody(schoolSettingsSchema), async (c) => {
    const settings = c.req.valid('json');
    const school = await deps.store.transaction(async (tx) => {
      await tx.school.write(settings, deps.now());
      await c.var.audit('school.edit', { target: `school "${settings.name}"` }, tx);
      return tx.school.read();
    });
    return compressedJson(c, { school });
  });

  return app;
}
