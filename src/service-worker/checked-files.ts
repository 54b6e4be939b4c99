import { Strategy, type StrategyHandler } from 'serwist';

/** Answers after which a kept copy must go: the file is gone, or no longer for this person (school-model.md, Audience). */
const REFUSED = new Set([401, 403, 404, 410]);

/**
 * A student's files: asked of the server every time, with the kept copy's ETag, so an unchanged
 * file costs a 304 and no bytes and the kept copy is shown; the kept copy is also what shows when
 * the server cannot be reached. It is never shown over an answer of the server: a refusal (a 404
 * for a record no longer for the student, a 403, a 401) deletes it and is passed on. An upload's
 * name never changes, so the copy is otherwise always right.
 */
export class CheckedFiles extends Strategy {
  async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const kept = await handler.cacheMatch(request);
    let answer: Response;
    try {
      answer = await handler.fetch(askingIfChanged(request, kept));
    } catch (error) {
      if (kept) return kept;
      throw error;
    }
    if (answer.status === 304 && kept) return kept;
    if (REFUSED.has(answer.status)) await (await caches.open(this.cacheName)).delete(request, this.matchOptions);
    // A part of a file (206) is not a copy of it.
    else if (answer.status === 200) await handler.cachePut(request, answer.clone());
    return answer;
  }
}

/**
 * The request with the kept copy's ETag (`If-None-Match`). An `<img>`'s request may not carry
 * that header, so it is asked again as a same-origin request, the file cookie going with it.
 */
function askingIfChanged(request: Request, kept: Response | undefined): Request {
  const etag = kept?.headers.get('ETag');
  if (!etag) return request;
  const headers = new Headers(request.headers);
  headers.set('If-None-Match', etag);
  return new Request(request.url, { method: request.method, headers, mode: 'same-origin', credentials: 'same-origin' });
}
