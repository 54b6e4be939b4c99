import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiDeps } from './context.ts';
import { answerError, answerNotFound } from './errors.ts';
import { loginRoutes } from './login.ts';
import { sessionRoutes } from './session.ts';
import { signupRoutes } from './signup.ts';

export type { ApiDeps } from './context.ts';

/** JSON bodies are small forms; anything larger is refused before it is read whole. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** The built-in school API, mounted by the gateway under `/api`. */
export function createApi(deps: ApiDeps) {
  const api = new Hono();
  api.use(
    bodyLimit({
      maxSize: JSON_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ message: `The request is larger than ${JSON_BODY_LIMIT_BYTES / 1024} KB` }, 413),
    }),
  );
  api.route('/', loginRoutes(deps));
  api.route('/', signupRoutes(deps));
  api.route('/', sessionRoutes(deps));
  // A mounted app's notFound is not consulted, so unknown API paths end on this route.
  api.all('*', answerNotFound);
  api.onError(answerError);
  return api;
}
