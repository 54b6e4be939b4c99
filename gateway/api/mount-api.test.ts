import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverMessages } from '../../contract/strings/common.ts';
import { fail } from './errors.ts';
import { mountApi } from './index.ts';

/** A small API as createApi builds one: a middleware around routes that fail each their own way. */
function smallApi() {
  const api = new Hono();
  api.use(async (c, next) => {
    await next();
    c.header('X-Seen-By-Api-Middleware', 'yes');
  });
  api.get('/refused', () => fail(404, 'No such student'));
  api.get('/broken', () => {
    throw new Error('a bug');
  });
  api.get('/fine', (c) => c.json({ ok: true }));
  return api;
}

describe('mountApi', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers a refused call with its status and message as JSON, through the API's middleware", async () => {
    const app = mountApi(new Hono(), smallApi());
    const answer = await app.request('/api/refused');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'No such student' });
    expect(answer.headers.get('X-Seen-By-Api-Middleware')).toBe('yes');
  });

  it('answers an unexpected error with a 500 whose message hides it, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = mountApi(new Hono(), smallApi());
    const answer = await app.request('/api/broken');
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ message: serverMessages.unexpected });
    expect(answer.headers.get('X-Seen-By-Api-Middleware')).toBe('yes');
    expect(logged).toHaveBeenCalledWith('GET /api/broken failed:', expect.objectContaining({ message: 'a bug' }));
  });

  it("leaves the errors of the mounting app's other paths as Hono answers them", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = new Hono();
    app.get('/page', () => {
      throw new Error('a page bug');
    });
    mountApi(app, smallApi());
    const answer = await app.request('/page');
    expect(answer.status).toBe(500);
    expect(await answer.text()).toBe('Internal Server Error');
  });

  it("mounts the API's own handlers, not a wrapper made around each for an error handler of its own", async () => {
    const api = smallApi();
    const app = mountApi(new Hono(), api);
    const own = new Set(api.routes.map((route) => route.handler));
    expect(app.routes.length).toBe(api.routes.length);
    for (const route of app.routes) expect(own.has(route.handler)).toBe(true);
    expect(await (await app.request('/api/fine')).json()).toEqual({ ok: true });
  });
});
