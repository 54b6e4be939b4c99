import { Hono } from 'hono';
import { createApi, type ApiDeps } from './api/index.ts';
import { apiProxy } from './proxy.ts';
import { securityHeaders } from './security-headers.ts';
import { siteRoutes } from './site/static-site.ts';

export interface GatewayOptions {
  /** Folder of the built site (Astro's dist/). */
  distDir: string;
  /** The built-in API's dependencies; ignored when `apiBase` is set. */
  api: ApiDeps;
  /** Forward `/api` here instead of answering it in-process. */
  apiBase?: URL;
  apiTimeoutMs: number;
  /** Seconds browsers must reach the site over HTTPS only; 0 or unset sends no Strict-Transport-Security. */
  hstsMaxAge?: number;
}

const API_PREFIX = '/api';
const HEALTH_PATH = '/healthz';

/**
 * The whole app as one Hono tree: health check, `/api`, then the static site.
 *
 * @param options the built site, the API's dependencies, and where to forward `/api` if anywhere
 * @example serve({ fetch: createGateway({ distDir, api, apiTimeoutMs: 30000 }).fetch, port: 4321 })
 */
export function createGateway(options: GatewayOptions) {
  const gateway = new Hono();
  gateway.use(securityHeaders({ hstsMaxAge: options.hstsMaxAge, jsonPaths: [API_PREFIX, HEALTH_PATH] }));
  gateway.get(HEALTH_PATH, async (c) => {
    await options.api.store.ping();
    return c.json({ status: 'ok' });
  });
  gateway.route(
    API_PREFIX,
    options.apiBase
      ? apiProxy({ base: options.apiBase, mountedAt: API_PREFIX, timeoutMs: options.apiTimeoutMs })
      : createApi(options.api),
  );
  gateway.route('/', siteRoutes(options.distDir));
  return gateway;
}
