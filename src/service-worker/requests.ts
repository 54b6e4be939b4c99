import type { Position } from '../../contract/records/user.ts';
import type { SavedDataOwner } from '../lib/offline/worker-messages.ts';
import { readToken } from '../lib/session/token.ts';

/** The reads worth keeping: a student's own (content lists, profile, attendance) and a guardian's of their children (issue 27). */
const KEPT_READS = ['/api/student/home/', '/api/guardian/home/'];
/** The roles whose reads and opened files are kept for reading offline; a tutor's never are. */
export const OFFLINE_READERS: readonly Position[] = ['student', 'guardian'];
/**
 * What is new since each list was last opened: never kept. A saved copy would mark again what a
 * list just read, and counts read offline would be stale by nature.
 */
const NEWS = '/api/student/home/news';
/** Uploaded files and photos, sent with the file cookie rather than the token. */
const UPLOADS = '/api/uploads/';

/**
 * Who sent a request, by its bearer token's claims. Not verified: the server checks every call;
 * here the claims only choose which user's cache a request may read and fill.
 */
export function sender(request: Request): SavedDataOwner | null {
  const token = request.headers.get('Authorization')?.match(/^Bearer (.+)$/)?.[1];
  const claims = readToken(token, Date.now() / 1000);
  return claims ? { id: claims.aud, position: claims.position } : null;
}

export function isKeptRead({ request, url }: { request: Request; url: URL }): boolean {
  return request.method === 'GET' && url.origin === self.location.origin && KEPT_READS.some((area) => url.pathname.startsWith(area)) && !url.pathname.startsWith(NEWS);
}

export function isUpload({ request, url }: { request: Request; url: URL }): boolean {
  return request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith(UPLOADS);
}
