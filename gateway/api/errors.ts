import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Stops the request with a status and a message the client can show: `{message}`. */
export function fail(status: ContentfulStatusCode, message: string): never {
  throw new HTTPException(status, { message });
}

/** Every error leaves as JSON `{message}`; unexpected ones are logged and never show their stack. */
export function answerError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    if (error.res) return error.getResponse();
    return c.json({ message: error.message || 'Request failed' }, error.status as ContentfulStatusCode);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ message: 'Something went wrong on the server. Please try again.' }, 500);
}

export function answerNotFound(c: Context) {
  return c.json({ message: `No API route ${c.req.method} ${c.req.path}` }, 404);
}
