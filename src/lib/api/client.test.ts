import { afterEach, describe, expect, it, vi } from 'vitest';
import { $token } from '../../stores/auth.ts';
import { ApiError, callApi } from './client.ts';
import { askEarly } from './early-answers.ts';

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  $token.set(null);
});

describe('the API client with an answer asked for early', () => {
  it('takes the early answer instead of asking again', async () => {
    vi.stubGlobal('fetch', () => json({ notes: ['early'] }));
    $token.set('t1');
    askEarly('t1', 'u1', ['/student/home/notes'], 'en');
    const later = vi.fn(() => json({ notes: ['late'] }));
    vi.stubGlobal('fetch', later);
    expect(await callApi('/student/home/notes')).toEqual({ notes: ['early'] });
    expect(later).not.toHaveBeenCalled();
    // Taken once: a refresh asks the server.
    expect(await callApi('/student/home/notes')).toEqual({ notes: ['late'] });
  });

  it('reads a refusal in the early answer as it reads any other', async () => {
    vi.stubGlobal('fetch', () => json({ message: 'Your account is blocked!' }, 401));
    $token.set('t1');
    askEarly('t1', 'u1', ['/student/home/notes'], 'en');
    const failure = await callApi('/student/home/notes').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: 'Your account is blocked!' });
  });

  it('never answers a write with what was read early', async () => {
    vi.stubGlobal('fetch', () => json({ early: true }));
    $token.set('t1');
    askEarly('t1', 'u1', ['/tutor/home/notes'], 'en');
    const write = vi.fn(() => json({ saved: true }, 201));
    vi.stubGlobal('fetch', write);
    expect(await callApi('/tutor/home/notes', { method: 'POST', body: { title: 'x' } })).toEqual({ saved: true });
    expect(write).toHaveBeenCalledOnce();
  });
});
