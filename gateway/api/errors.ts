import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { serverMessages } from '../../contract/strings/common.ts';
import { userDetailsMessages } from '../../contract/strings/validation.ts';
import { EmailTakenError } from '../db/index.ts';
import { isPathUnder } from '../path-under.ts';
import { compressedJson } from './compressed-json.ts';

/**
 * Stops the request with a status and a message the client can show: `{message}`.
 *
 * @param status the HTTP status to answer
 * @param message what the user is told
 * @example if (!user) fail(404, 'No such student')
 */
export function fail(status: ContentfulStatusCode, message: string): never {
  throw new HTTPException(status, { message });
}

/**
 * Stops the request with 429, a `Retry-After` in whole seconds and a `{message}` to show.
 *
 * @param retryAfterMs how long until the client may try again
 * @param message what the user is told
 * @example failTooMany(turn.retryAfterMs, authApiMessages.loginThrottled(waitText.minutes(turn.retryAfterMs)))
 */
export function failTooMany(retryAfterMs: number, message: string): never {
  const retryAfter = String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  throw new HTTPException(429, { res: Response.json({ message }, { status: 429, headers: { 'Retry-After': retryAfter } }) });
}

/**
 * Awaits a change that may give a user an address another account has (the users table keeps
 * e-mails unique): that ends in 409 with a message to show, the change's transaction undone.
 *
 * @param change the transaction changing a user's e-mail
 * @example const user = await refuseTakenEmail(deps.store.transaction((tx) => tx.users.updateDetails(id, 'student', details, now)))
 */
export async function refuseTakenEmail<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if (error instanceof EmailTakenError) fail(409, userDetailsMessages.emailTaken);
    throw error;
  }
}

/**
 * Every error leaves as JSON `{message}`; unexpected ones are logged and never show their stack.
 *
 * @example api.onError(answerError)
 */
export function answerError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    if (error.res) return error.getResponse();
    return compressedJson(c, { message: error.message || serverMessages.invalidRequest }, error.status);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return compressedJson(c, { message: serverMessages.unexpected }, 500);
}

/**
 * The error handler of the app that mounts the API at `prefix` (see `mountApi`): calls under it
 * are answered by `answerError`, anything else as Hono answers by default (an HTTPException's
 * own answer, else a logged 500).
 *
 * @example app.onError(answerErrorsUnder('/api'))
 */
export function answerErrorsUnder(prefix: string) {
  return function answerMountedError(error: Error, c: Context) {
    if (isPathUnder(c.req.path, prefix)) return answerError(error, c);
    if (error instanceof HTTPException) return error.getResponse();
    console.error(error);
    return c.text('Internal Server Error', 500);
  };
}

/**
 * Answers an API path that no route takes.
 *
 * @example api.all('*', answerNotFound)
 */
export function answerNotFound(c: Context) {
  return compressedJson(c, { message: serverMessages.noRoute(c.req.method, c.req.path) }, 404);
}
