import { Hono } from 'hono';
import { API_PREFIX, createApi, mountApi, type ApiDeps } from '../api/index.ts';

/**
 * The built-in API mounted at `/api` as the gateway mounts it, so every test request crosses the
 * same prefix a browser's does (a guard comparing paths without it once passed every test and
 * refused every tutor). Tests name paths as the product's client does, after the prefix.
 *
 * @param deps the API's store, files, mail worker, secret and clock
 * @example const api = mountedApi(deps); await api.request('/tutor/login', { method: 'POST', body })
 */
export function mountedApi(deps: ApiDeps) {
  const app = mountApi(new Hono(), createApi(deps));
  return {
    request: (path: string, init?: RequestInit) => app.request(`${API_PREFIX}${path}`, init),
    /** Every route the API registered, each path without the prefix. */
    routes: app.routes.map((route) => ({ ...route, path: route.path.slice(API_PREFIX.length) })),
  };
}
