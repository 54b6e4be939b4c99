/**
 * A page's first lists, asked for by the head's guard script as soon as it lets the visitor in,
 * while the page's scripts are still on their way: on a phone on a slow network the answer is
 * then ready when the island first renders, instead of a round trip after it (issue 10, LCP).
 * The island's own call takes the answer instead of asking again (`takeEarlyAnswer`).
 */

/** Where the answers wait: a registered symbol, so the page gains no global name. */
const SHELF = 'studyhall.early-answers';

/** In a path given to the guard, stands for the signed-in user's id (the Profile's `?id=`). */
export const SIGNED_IN_USER = 'signed-in-user';

interface EarlyAnswer {
  /** The token the answer was asked with: another user's answer is never handed on. */
  token: string;
  response: Promise<Response>;
}

/**
 * Asks for each of `paths` under `/api` with the visitor's token and the page's `language`, as `fetchWithToken` would,
 * and leaves the answers for `takeEarlyAnswer`. Self-contained (no outside names) because the
 * head guard inlines its source.
 */
export function askEarly(token: string, userId: string, paths: readonly string[], language: string): void {
  const answers = new Map();
  for (const pattern of paths) {
    const path = pattern.replace('signed-in-user', encodeURIComponent(userId));
    // The page's language, named as fetchWithToken names it (page-language-header.ts).
    // Read whole as it arrives, and handed on as a new answer alike: a body no island reads (a list
    // this page did not need after all) would keep its request open, and the page never quiet.
    const response = fetch('/api' + path, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token, 'Studyhall-Language': language } }).then((answer) =>
      answer.arrayBuffer().then((body) => new Response([204, 205, 304].indexOf(answer.status) === -1 ? body : null, { status: answer.status, statusText: answer.statusText, headers: answer.headers })),
    );
    // A failure is for the call that takes the answer to report; one never taken is no error.
    response.catch(() => {});
    answers.set(path, { token, response });
  }
  (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('studyhall.early-answers')] = answers;
}

/** The answer asked for early for `path` with `token`, once; undefined if there is none. */
export function takeEarlyAnswer(path: string, token: string | null): Promise<Response> | undefined {
  const answers = (globalThis as unknown as Record<symbol, Map<string, EarlyAnswer> | undefined>)[Symbol.for(SHELF)];
  const early = answers?.get(path);
  if (!early) return undefined;
  answers?.delete(path);
  return early.token === token ? early.response : undefined;
}
