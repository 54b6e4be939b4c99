import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answersCacheOf } from '../lib/offline/user-caches.ts';
import { SAVED_AT_HEADER, type WorkerNews } from '../lib/offline/worker-messages.ts';
import { fakeCaches } from './testing/fake-caches.ts';

let told: WorkerNews[];
const event = {} as ExtendableEvent;
const request = new Request('https://school.test/api/student/home/profile?id=asha-1');

beforeEach(() => {
  vi.resetModules();
  told = [];
  vi.stubGlobal('caches', fakeCaches());
  vi.stubGlobal('self', { clients: { matchAll: async () => [{ postMessage: (news: WorkerNews) => told.push(news) }] } });
});
afterEach(() => vi.unstubAllGlobals());

/** A student's read, sent with a token of `userId` (claims only: the worker verifies nothing). */
function withToken(userId: string): Request {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_');
  const token = `${part({ alg: 'HS256' })}.${part({ aud: userId, position: 'student', name: 'x', exp: Date.now() / 1000 + 3600 })}.signature`;
  return new Request(request.url, { headers: { Authorization: `Bearer ${token}` } });
}

const saved = (body: string, savedAt: number) => new Response(body, { headers: { [SAVED_AT_HEADER]: String(savedAt) } });

describe('answerNews', () => {
  it('tells the pages an answer changed, with its path and when the new copy was saved', async () => {
    const { answerNews } = await import('./news.ts');
    await caches.open('answers');
    await answerNews.cacheDidUpdate?.({ cacheName: 'answers', request, event, oldResponse: saved('[1]', 1), newResponse: saved('[1,2]', 2) });
    expect(told).toEqual([{ type: 'studyhall:answer-changed', path: '/student/home/profile?id=asha-1', savedAt: 2 }]);
  });

  it('says nothing when the server answered the same, nothing was saved before, or the copy was not its owner’s to keep', async () => {
    const { answerNews } = await import('./news.ts');
    // No cache 'answers': owner-only.ts deleted it, the answer being someone else's.
    await answerNews.cacheDidUpdate?.({ cacheName: 'answers', request, event, oldResponse: saved('[1]', 1), newResponse: saved('[1,2]', 2) });
    await caches.open('answers');
    await answerNews.cacheDidUpdate?.({ cacheName: 'answers', request, event, oldResponse: saved('[1]', 1), newResponse: saved('[1]', 2) });
    await answerNews.cacheDidUpdate?.({ cacheName: 'answers', request, event, oldResponse: undefined, newResponse: saved('[1]', 2) });
    expect(told).toEqual([]);
  });

  it('tells the pages the server could not be reached', async () => {
    const { answerNews } = await import('./news.ts');
    await answerNews.fetchDidFail?.({ error: new TypeError('offline'), originalRequest: request, request, event });
    expect(told).toEqual([{ type: 'studyhall:server-unreachable' }]);
  });

  it('on a refusal of the owner’s session (their token, or the file cookie), deletes every saved answer at once and tells the pages', async () => {
    const { answerNews } = await import('./news.ts');
    const { setSavedDataOwner } = await import('./owner.ts');
    for (const refused of [withToken('asha-1'), request]) {
      await setSavedDataOwner({ id: 'asha-1', position: 'student' });
      await (await caches.open(answersCacheOf('asha-1'))).put(request, Response.json({}));
      told = [];
      const answer = new Response('{"message":"Your account is blocked!"}', { status: 401 });
      expect(await answerNews.fetchDidSucceed?.({ request: refused, response: answer, event })).toBe(answer);
      expect(await caches.keys()).not.toContain(answersCacheOf('asha-1'));
      expect(told).toEqual([{ type: 'studyhall:session-refused' }]);
    }
  });

  it('leaves the owner’s data alone when the refused token is someone else’s (a tab still sending a replaced one)', async () => {
    const { answerNews } = await import('./news.ts');
    const { setSavedDataOwner } = await import('./owner.ts');
    await setSavedDataOwner({ id: 'asha-1', position: 'student' });
    await (await caches.open(answersCacheOf('asha-1'))).put(request, Response.json({}));
    await answerNews.fetchDidSucceed?.({ request: withToken('ravi-2'), response: new Response('', { status: 401 }), event });
    expect(await caches.keys()).toContain(answersCacheOf('asha-1'));
    expect(told).toEqual([]);
  });

  it('says nothing of a request the page itself cancelled', async () => {
    const { answerNews } = await import('./news.ts');
    await answerNews.fetchDidFail?.({ error: new DOMException('The user aborted a request.', 'AbortError'), originalRequest: request, request, event });
    expect(told).toEqual([]);
  });
});
