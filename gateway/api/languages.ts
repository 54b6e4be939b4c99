import { Hono } from 'hono';
import type { LanguageChoice } from '../../contract/validation/languages.ts';
import { languageChoiceSchema } from '../../contract/validation/languages.ts';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { issueToken } from '../auth/token.ts';
import { GUARDIAN_AREA, STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';
import { setFileCookie } from './file-cookie.ts';
import { jsonBody } from './validate.ts';

/**
 * Each account's own language (issue 28, school-model.md), the same for every role in its own
 * area: `GET /{role}/home/language` answers `{language}` (null: the school's), and
 * `PUT /{role}/home/language {language}` keeps it and answers `{language, token}`, the token fresh
 * so its `lang` claim turns the reader's pages to it before they paint (same session).
 *
 * @param deps the store, the signing secret and the clock
 * @example api.route('/', languageRoutes(deps))
 */
export function languageRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  for (const area of [STUDENT_AREA, TUTOR_AREA, GUARDIAN_AREA]) {
    app.get(`${area}/language`, (c) => c.json<LanguageChoice>({ language: c.var.user.language ?? null }));

    app.put(`${area}/language`, jsonBody(languageChoiceSchema), async (c) => {
      const { language } = c.req.valid('json');
      const session = await deps.store.transaction(async (tx) => {
        await tx.users.setLanguage(c.var.user._id, language, deps.now());
        await c.var.audit('language.choose', { target: language ?? 'school' }, tx);
        return tx.users.findForSession(c.var.user._id);
      });
      // The account went between the guard's check and now.
      if (!session) fail(401, authApiMessages.loginAgain);
      const token = issueToken(session.user, session.sessionVersion, deps.secret, deps.now());
      setFileCookie(c, token, deps);
      return compressedJson(c, { language, token });
    });
  }

  return app;
}
