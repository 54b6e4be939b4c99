import { $token } from '../../stores/auth.ts';
import { serverMessages } from '../../strings/common.ts';

/** A failed call: `status` 0 when the server could not be reached at all. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the call finish after the page is left (a logout that navigates away at once). */
  keepalive?: boolean;
}

/**
 * Calls the school API under `/api` with the stored token. Resolves with the JSON answer;
 * rejects with an ApiError carrying the server's `{message}`, so no failure is silent.
 */
export async function callApi<T>(path: string, { method = 'GET', body, signal, keepalive }: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = $token.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, signal, keepalive, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, serverMessages.offline);
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
  if (!response.ok) {
    const message = typeof answer.message === 'string' ? answer.message : serverMessages.badAnswer(response.status);
    throw new ApiError(response.status, message);
  }
  return answer as T;
}
