import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, student, type TestApi } from '../testing/api-harness.ts';
import { JSON_BODY_LIMIT_BYTES } from './index.ts';

let t: TestApi;
afterEach(() => t.close());

describe('API errors are JSON {message} with a fitting status', () => {
  it('answers malformed JSON with 400', async () => {
    t = await startTestApi();
    const response = await t.api.request('/student/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers an unknown route with 404', async () => {
    t = await startTestApi();
    const response = await t.request('GET', '/no/such/route');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.stringContaining('/no/such/route') });
  });

  it('answers a body over the limit with 413', async () => {
    t = await startTestApi();
    const response = await t.post('/student/login', { email: 'a@b.test', password: 'x'.repeat(JSON_BODY_LIMIT_BYTES) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers an unexpected fault with 500 and no stack trace', async () => {
    t = await startTestApi();
    const broken = await startTestApi({
      store: {
        ...t.store,
        users: {
          ...t.store.users,
          findCredentials: () => Promise.reject(new Error('disk on fire at /secret/path')),
        },
      },
    });
    const original = console.error;
    console.error = () => {};
    try {
      const response = await broken.post('/student/login', { email: 'a@b.test', password: 'x' });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ message: expect.any(String) });
      expect(text).not.toMatch(/disk on fire|secret|at /);
    } finally {
      console.error = original;
      await broken.close();
    }
  });
});

describe('every API answer', () => {
  it('carrying a token or personal data is never stored by a cache, nor is an error', async () => {
    t = await startTestApi();
    await t.createUser('student');
    const login = await t.post('/student/login', { email: student.email, password: student.password });
    const { token } = (await login.clone().json()) as { token: string };
    const session = await t.request('GET', '/session', undefined, token);
    const unknown = await t.request('GET', '/no/such/route');
    expect([login.status, session.status, unknown.status]).toEqual([200, 200, 404]);
    for (const answer of [login, session, unknown]) expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });

  it('names the Bearer scheme on a 401, and only there', async () => {
    t = await startTestApi();
    const refused = await t.request('GET', '/session', undefined, 'not-a-token');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect((await t.request('GET', '/no/such/route')).headers.get('WWW-Authenticate')).toBeNull();
  });
});
