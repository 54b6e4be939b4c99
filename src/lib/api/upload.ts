import { pageLanguageHeader } from '../language/page-language-header.ts';
import { $token } from '../../stores/auth.ts';
import { serverMessages } from '../../../contract/strings/common.ts';
import { ApiError } from './client.ts';

/** Bytes sent so far; `total` is 0 while the browser does not know the size. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadRequest {
  method?: 'POST' | 'PUT' | 'PATCH';
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it stops the upload; the promise then rejects with the signal's reason (an AbortError). */
  signal?: AbortSignal;
}

/**
 * Sends a multipart form to the school API under `/api` with the stored token, reporting the
 * upload's progress. XMLHttpRequest, because fetch cannot report an upload's progress. Resolves
 * with the JSON answer; rejects as callApi does: an ApiError with the server's `{message}`, or
 * status 0 when the server could not be reached.
 *
 * @example await uploadWithProgress('/tutor/home/notes', form, { onProgress: ({ loaded, total }) => show(loaded / total) })
 */
export function uploadWithProgress<T>(path: string, body: FormData, { method = 'POST', onProgress, signal }: UploadRequest = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // Stopped already: rejects with the signal's reason, as fetch does.
    signal?.throwIfAborted();
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    let sent = 0;

    request.open(method, `/api${path}`);
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(pageLanguageHeader)) request.setRequestHeader(name, value);
    const token = $token.get();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.addEventListener('progress', (event) => {
      sent = event.loaded;
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    });
    request.addEventListener('load', () => {
      settle();
      if (request.status === 0) return reject(new ApiError(0, serverMessages.offline));
      const answer = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) return resolve(answer as T);
      const message = typeof answer.message === 'string' ? answer.message : serverMessages.badAnswer(request.status);
      reject(new ApiError(request.status, message));
    });
    request.addEventListener('error', () => {
      settle();
      // A server cuts off an upload past its size limit; the browser may report only the cut.
      reject(new ApiError(0, sent > 0 ? serverMessages.uploadCut : serverMessages.offline));
    });
    request.addEventListener('abort', () => {
      settle();
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the caller's reason for stopping, as fetch rejects with it.
      reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
    });
    signal?.addEventListener('abort', abort, { once: true });
    request.send(body);
  });
}

/** Whether `error` is an upload or call the user stopped. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function parseJson(text: string): { message?: unknown } {
  try {
    const answer: unknown = JSON.parse(text);
    return typeof answer === 'object' && answer !== null ? answer : {};
  } catch {
    return {};
  }
}
