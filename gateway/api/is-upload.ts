import type { Context } from 'hono';

/** Whether a Content-Type is a multipart form's: an upload, limited as it streams in rather than by the JSON limit. */
export function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\s*;/i.test(contentType ?? '');
}

/** Whether the request carries a multipart form (see `isMultipart`). */
export function isUpload(c: Context): boolean {
  return isMultipart(c.req.header('Content-Type'));
}
