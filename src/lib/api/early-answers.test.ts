import { LANGUAGE_HEADER } from '../../../contract/languages.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEarly, SIGNED_IN_USER, takeEarlyAnswer } from './early-answers.ts';

/** A fetch that records its calls and answers each with a response naming the path. */
function recordingFetch() {
  return vi.fn((url: string) => Promise.resolve(new Response(JSON.stringify({ url }))));
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Whatever a test asked for and left is not the next test's.
  void takeEarlyAnswer('/student/home/notes', 't1');
  void takeEarlyAnswer('/student/home/assignments', 't1');
});

describe('answers asked for early', () => {
  it("asks for each path under /api with the token and the page's language, as the API client does", () => {
    const fetch = recordingFetch();
    vi.stubGlobal('fetch', fetch);
    askEarly('t1', 'u1', ['/student/home/notes', '/student/home/assignments'], 'ar');
    const headers = { Accept: 'application/json', Authorization: 'Bearer t1', [LANGUAGE_HEADER]: 'ar' };
    expect(fetch.mock.calls).toEqual([
      ['/api/student/home/notes', { headers }],
      ['/api/student/home/assignments', { headers }],
    ]);
  });

  it('puts the signed-in user’s id where a path names it', async () => {
    vi.stubGlobal('fetch', recordingFetch());
    askEarly('t1', 'a b/1', [`/student/home/profile?id=${SIGNED_IN_USER}`], 'en');
    const answer = takeEarlyAnswer('/student/home/profile?id=a%20b%2F1', 't1');
    expect(await (await answer)?.json()).toEqual({ url: '/api/student/home/profile?id=a%20b%2F1' });
  });

  it('hands each answer over once, and only for the token it was asked with', async () => {
    vi.stubGlobal('fetch', recordingFetch());
    askEarly('t1', 'u1', ['/student/home/notes', '/student/home/assignments'], 'en');
    expect(takeEarlyAnswer('/student/home/notes', 'another user')).toBeUndefined();
    // Refused to another token, the answer is gone: the rightful call asks the server itself.
    expect(takeEarlyAnswer('/student/home/notes', 't1')).toBeUndefined();
    const answer = takeEarlyAnswer('/student/home/assignments', 't1');
    expect(await (await answer)?.json()).toEqual({ url: '/api/student/home/assignments' });
    expect(takeEarlyAnswer('/student/home/assignments', 't1')).toBeUndefined();
  });

  it('reads each answer whole as it arrives, and hands on its status, headers and body', async () => {
    const body = new Response('{"notes":[]}').body as ReadableStream<Uint8Array>;
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { status: 200, headers: { 'X-Saved-At': '17' } })));
    askEarly('t1', 'u1', ['/student/home/notes', '/student/home/assignments'], 'en');
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Read though nothing took it yet: an unread body would hold the request open.
    expect(body.locked).toBe(true);
    const answer = await takeEarlyAnswer('/student/home/notes', 't1');
    expect(answer?.status).toBe(200);
    expect(answer?.headers.get('X-Saved-At')).toBe('17');
    expect(await answer?.json()).toEqual({ notes: [] });
  });

  it('hands on an answer without a body (304) as one', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 304 })));
    askEarly('t1', 'u1', ['/student/home/notes'], 'en');
    const answer = await takeEarlyAnswer('/student/home/notes', 't1');
    expect(answer?.status).toBe(304);
    expect(answer?.body).toBeNull();
  });

  it('has nothing for a path it was not asked for, or before anything was asked', () => {
    expect(takeEarlyAnswer('/student/home/notes', 't1')).toBeUndefined();
    vi.stubGlobal('fetch', recordingFetch());
    askEarly('t1', 'u1', ['/student/home/notes'], 'en');
    expect(takeEarlyAnswer('/student/home/events', 't1')).toBeUndefined();
  });

  it('leaves a failure to the call that takes it, and none in the console when never taken', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
      askEarly('t1', 'u1', ['/student/home/notes', '/student/home/assignments'], 'en');
      await expect(takeEarlyAnswer('/student/home/notes', 't1')).rejects.toThrow('offline');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
