import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { createApi, type ApiDeps } from './api/index.ts';
import { apiProxy } from './proxy.ts';
import { siteRoutes } from './site/static-site.ts';

export interface GatewayOptions {
  /** Folder of the built site (Astro's dist/). */
  distDir: string;
  /** The built-in API's dependencies; ignored when `apiBase` is set. */
  api: ApiDeps;
  /** Forward `/api` here instead of answering it in-process. */
  apiBase?: URL;
  apiTimeoutMs: number;
}

/** The whole app as one Hono tree: health check, `/api`, then the static site. */
export function createGateway(options: GatewayOptions) {
  const gateway = new Hono();
  gateway.use(secureHeaders({ strictTransportSecurity: false }));
  gateway.get('/healthz', async (c) => {
    await options.api.store.ping();
    return c.json({ status: 'ok' });
  });
  gateway.route(
    '/api',
    options.apiBase ? apiProxy(options.apiBase, options.apiTimeoutMs) : createApi(options.api),
  );
  gateway.route('/', siteRoutes(options.distDir));
  return gateway;
}
