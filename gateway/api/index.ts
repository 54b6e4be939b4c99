import { Hono, type Context, type Env } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { serverMessages } from '../../contract/strings/common.ts';
import { announcementsRoutes } from './announcements.ts';
import { attendanceRoutes } from './attendance.ts';
import { guardAreas, TUTOR_AREA } from './area-guards.ts';
import { assignmentsRoutes } from './assignments.ts';
import { auditTrail } from './audit.ts';
import { classesRoutes } from './classes.ts';
import { compressAnswers } from './compress-answers.ts';
import { compressedJson } from './compressed-json.ts';
import { digestsRoutes } from './digests.ts';
import { languageRoutes } from './languages.ts';
import { clientIp } from './client-ip.ts';
import { eventsRoutes } from './events.ts';
import { guardiansRoutes } from './guardians.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { answerErrorsUnder, answerNotFound } from './errors.ts';
import { invitationsRoutes } from './invitations.ts';
import { isUpload } from './is-upload.ts';
import { loginRoutes } from './login.ts';
import { newsRoutes } from './news.ts';
import { notesRoutes } from './notes.ts';
import { passwordRoutes } from './password.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { photosRoutes } from './photos.ts';
import { profileRoutes } from './profile.ts';
import { registersRoutes } from './registers.ts';
import { answerInRequestLanguage } from '../i18n/request-language.ts';
import { apiResponseHeaders } from './response-headers.ts';
import { schoolRoutes } from './school.ts';
import { sessionRoutes } from './session.ts';
import { setupRoutes } from './setup.ts';
import { signupRoutes } from './signup.ts';
import { studentImportRoutes } from './student-import.ts';
import { studentPasswordResetRoutes } from './student-password-reset.ts';
import { studentsRoutes } from './students.ts';
import { submissionsRoutes } from './submissions.ts';
import { tutorsRoutes } from './tutors.ts';
import { uploadLimit } from './upload-limit.ts';
import { uploadsRoutes } from './uploads.ts';
import { queueAreaWrites } from './write-queue.ts';

export type { ApiDeps } from './context.ts';

/** Where the gateway mounts the API, and where the product's client and the browser reach it. */
export const API_PREFIX = '/api';

/** JSON bodies are small forms; anything larger is refused before it is read whole. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** The 64 KB limit for every body but an upload's, which `readMultipart` limits as it streams in. */
function jsonBodyLimit() {
  const tooLarge = (c: Context) => compressedJson(c, { message: serverMessages.tooLarge(JSON_BODY_LIMIT_BYTES / 1024) }, 413);
  const limit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: tooLarge });
  return createMiddleware(async function jsonBodyLimitMiddleware(c, next) {
    // Most calls are reads that send no body; the limit would build a whole Fetch Request to find that out.
    const bodiless = (c.req.method === 'GET' || c.req.method === 'HEAD') && !c.req.header('Content-Length') && !c.req.header('Transfer-Encoding');
    if (bodiless || isUpload(c)) return next();
    // A declared length is judged from the header, as Hono's limit judges it, but without building
    // the Fetch Request the limit reads it from: a write shed in a flood never needs one.
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && !c.req.header('Transfer-Encoding')) return Number(declared) > JSON_BODY_LIMIT_BYTES ? tooLarge(c) : next();
    return limit(c, next);
  });
}

/** One Hono sub-app per resource, each mounted at the root of the API. */
const RESOURCES = [
  loginRoutes,
  signupRoutes,
  sessionRoutes,
  uploadsRoutes,
  assignmentsRoutes,
  notesRoutes,
  announcementsRoutes,
  eventsRoutes,
  studentsRoutes,
  profileRoutes,
  passwordRoutes,
  passwordResetRoutes,
  attendanceRoutes,
  registersRoutes,
  photosRoutes,
  schoolRoutes,
  classesRoutes,
  tutorsRoutes,
  studentImportRoutes,
  invitationsRoutes,
  studentPasswordResetRoutes,
  submissionsRoutes,
  newsRoutes,
  guardiansRoutes,
  digestsRoutes,
  languageRoutes,
  setupRoutes,
];

/**
 * The built-in school API, which `mountApi` mounts under `/api` and whose errors it answers.
 *
 * @param deps the store, mail worker, signing secret and clock the routes use
 * @example mountApi(gateway, createApi({ store, mailWorker, secret, now: () => new Date() }))
 */
export function createApi(deps: ApiDeps) {
  const api = new Hono<ApiEnv>();
  // Outermost, so it compresses the answer as finally made, errors included.
  api.use(compressAnswers());
  api.use(apiResponseHeaders());
  api.use(answerInRequestLanguage());
  api.use(clientIp(deps.trustProxy ?? 0));
  api.use(auditTrail(deps));
  api.use(jsonBodyLimit());
  queueAreaWrites(api, deps);
  guardAreas(api, deps);
  api.use(`${TUTOR_AREA}/*`, uploadLimit(deps));
  for (const resource of RESOURCES) api.route('/', resource(deps));
  // A mounted app's notFound is not consulted, so unknown API paths end on this route.
  api.all('*', answerNotFound);
  return api;
}

/**
 * Mounts `api` (the built-in one, or the proxy to the server `API_BASE` names) at `/api` on
 * `app`, whose error handler then answers the calls under it as JSON (`answerError`). The handler
 * is the dispatching app's rather than the API's own: Hono wraps every handler and middleware of
 * a mounted app that has an error handler of its own in one more composition, at every call: a
 * fifth of what a `GET /api/session` allocated (docs/benchmarks.md).
 *
 * @example mountApi(new Hono(), createApi(deps))
 */
export function mountApi<App extends Hono, ApiAppEnv extends Env>(app: App, api: Hono<ApiAppEnv>): App {
  app.onError(answerErrorsUnder(API_PREFIX));
  app.route(API_PREFIX, api);
  return app;
}
