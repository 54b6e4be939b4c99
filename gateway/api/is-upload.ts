import type { Context } from 'hono';

/** Whether the request carries a multipart form: an upload, limited as it streams in rather than by the JSON limit. */
export function isUpload(c: Context): boolean {
  return /^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? '');
}
