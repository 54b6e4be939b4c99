/** A call unanswered this long fails the benchmark instead of hanging it. */
const CALL_TIMEOUT_MS = 30_000;

/** An answer read whole: status, headers and the JSON body (undefined when it is not JSON). */
export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> | undefined;
  /** Milliseconds from sending the request to having read the whole answer. */
  ms: number;
}

/**
 * Calls the server and reads the whole answer.
 *
 * @param url the server's URL plus the path, e.g. `${server.url}/api/session`
 * @param body sent as JSON with POST when given; GET otherwise
 * @param token sent as a bearer token when given
 * @example const { status } = await call(`${server.url}/api/student/login`, { email, password })
 */
export async function call(url: string, body?: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const started = performance.now();
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  return { status: response.status, headers: response.headers, body: parseJson(text), ms };
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
