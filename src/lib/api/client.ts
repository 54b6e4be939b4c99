import { $token } from '../../stores/auth.ts';
import { serverMessages } from '../../../contract/strings/common.ts';
import { offlineText } from '../../strings/offline.ts';
import { pageLanguageHeader } from '../language/page-language-header.ts';
import { serverReached } from '../offline/connection.ts';
import { noteAnswer } from '../offline/saved-answers.ts';
import { takeEarlyAnswer } from './early-answers.ts';

/** A failed call: `status` 0 when the server could not be reached at all. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Whether a call failed before the server answered (offline, cut off): nothing was refused, and nothing changed. */
export function isUnreached(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the call finish after the page is left (a logout that navigates away at once). */
  keepalive?: boolean;
  /** A read that must come from the server, not a saved copy: the list again after a change. */
  fresh?: boolean;
}

/**
 * Sends a request to the school API under `/api` with the stored token. Resolves with the
 * response once it is a success; rejects with an ApiError carrying the server's `{message}`
 * (or status 0 when the server could not be reached), so no failure is silent. A read may be
 * answered from what the service worker saved (`noteAnswer` tells the offline banner).
 *
 * @example const response = await fetchWithToken('/tutor/home/attendence.csv?month=2026-11'); await response.blob();
 */
export async function fetchWithToken(path: string, { method = 'GET', body, signal, keepalive, fresh }: ApiRequest = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...pageLanguageHeader };
  const token = $token.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // A page's first list may have been asked for by its head already (early-answers.ts).
  const early = method === 'GET' && !fresh ? takeEarlyAnswer(path, token) : undefined;
  // `no-store` also tells the service worker to ask the server first (src/service-worker/).
  const cache: RequestCache = fresh ? 'no-store' : 'default';
  let response: Response;
  try {
    response = await (early ?? fetch(`/api${path}`, { method, headers, signal, keepalive, cache, body: body === undefined ? undefined : JSON.stringify(body) }));
  } catch (error) {
    if (signal?.aborted) throw error;
    serverReached(false);
    throw new ApiError(0, method === 'GET' && couldBeSaved(path) ? offlineText.listNotSaved : serverMessages.offline);
  }
  if (method === 'GET') noteAnswer(path, response);
  else serverReached(true);
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new ApiError(response.status, typeof answer.message === 'string' ? answer.message : serverMessages.badAnswer(response.status));
  }
  return response;
}

/**
 * Whether a read that failed could have been answered from what the service worker saves (a
 * student's reads, with a worker in control): then, offline, the reason is that it was not saved.
 */
function couldBeSaved(path: string): boolean {
  return path.startsWith('/student/home/') && !!navigator.serviceWorker?.controller;
}

/** Calls the school API under `/api` with the stored token and resolves with the JSON answer (see `fetchWithToken`). */
export async function callApi<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await fetchWithToken(path, request);
  return (await response.json().catch(() => ({}))) as T;
}
