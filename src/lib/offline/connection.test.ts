import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whether the server is in reach', () => {
  it('after a failure while the browser is online, asks again, less often, until the server answers', async () => {
    const answers = [Promise.reject(new TypeError('failed')), Promise.resolve(new Response('{}', { status: 503 })), Promise.resolve(new Response('{}'))];
    for (const answer of answers) answer.catch(() => undefined);
    const probe = vi.fn(() => answers.shift() as Promise<Response>);
    vi.stubGlobal('fetch', probe);
    vi.stubGlobal('navigator', { onLine: true });
    const { $offline, serverReached } = await import('./connection.ts');

    serverReached(false);
    expect($offline.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(4999);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1); // 5 s: no answer
    await vi.advanceTimersByTimeAsync(10_000); // then 10 s: 503
    expect($offline.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000); // then 20 s: answered
    expect(probe).toHaveBeenCalledTimes(3);
    expect(probe).toHaveBeenCalledWith('/healthz', { cache: 'no-store' });
    expect($offline.get()).toBe(false);
  });

  it('does not ask while the browser says it is offline, and stops asking once a request gets through', async () => {
    const probe = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', probe);
    vi.stubGlobal('navigator', { onLine: false });
    const { $offline, serverReached } = await import('./connection.ts');
    serverReached(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probe).not.toHaveBeenCalled();
    expect($offline.get()).toBe(true);

    vi.stubGlobal('navigator', { onLine: true });
    serverReached(false);
    serverReached(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probe).not.toHaveBeenCalled();
    expect($offline.get()).toBe(false);
  });
});
