import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answersCacheOf } from '../lib/offline/user-caches.ts';
import { SAVED_AT_HEADER, type WorkerNews } from '../lib/offline/worker-messages.ts';
import { fakeCaches } from './testing/fake-caches.ts';

let told: WorkerNews[];
const event = {} as ExtendableEvent;
const request = new Request('https://school.test/api/student/home/profile?id=asha-1');

beforeEach(() => {
  told = [];
  vi.stubGlobal('caches', fakeCaches());
  vi.stubGlobal('self', { clients: { matchAll: async () => [{ postMessage: (news: WorkerNews) => told.push(news) }] } });
});
afterEach(() => vi.unstubAllGlobals());

const saved = (body: string, savedAt: number) => new Response(body, { headers: { [SAVED_AT_HEADER]: String(savedAt) } });

describe('answerNews', () => {
  it('tells the pages an answer changed, with its path and when the new copy was saved', async () => {
    const { answerNews } = await import('./news.ts');
    await answerNews.cacheDidUpdate?.({ cacheName: 'answers', request, event, oldResponse: saved('[1]', 1), newResponse: saved('[1,2]', 2) });
    expect(told).toEqual([{ type: 'studyhall:answer-changed', path: '/student/home/profile?id=asha-1', savedAt: 2 }]);
  });

  it('says nothing when the server answered the same, or nothing was saved before', async () => {
    const { answerNews } = await import('./news.ts');
    await answerNews.cacheDidUpdate?.({ cacheName: 'answers', request, event, oldResponse: saved('[1]', 1), newResponse: saved('[1]', 2) });
    await answerNews.cacheDidUpdate?.({ cacheName: 'answers', request, event, oldResponse: undefined, newResponse: saved('[1]', 2) });
    expect(told).toEqual([]);
  });

  it('tells the pages the server could not be reached', async () => {
    const { answerNews } = await import('./news.ts');
    await answerNews.fetchDidFail?.({ error: new TypeError('offline'), originalRequest: request, request, event });
    expect(told).toEqual([{ type: 'studyhall:server-unreachable' }]);
  });

  it('on a refused token, deletes every saved answer at once and tells the pages', async () => {
    const { answerNews } = await import('./news.ts');
    await (await caches.open(answersCacheOf('asha-1'))).put(request, Response.json({}));
    const answer = new Response('{"message":"Your account is blocked!"}', { status: 401 });
    expect(await answerNews.fetchDidSucceed?.({ request, response: answer, event })).toBe(answer);
    expect(await caches.keys()).not.toContain(answersCacheOf('asha-1'));
    expect(told).toEqual([{ type: 'studyhall:session-refused' }]);
  });
});
