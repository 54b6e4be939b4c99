import { Hono } from 'hono';
import { API_PREFIX, createApi, mountApi, type ApiDeps } from './api/index.ts';
import { apiProxy } from './proxy.ts';
import { headersAddedBy, securityHeaders } from './security-headers.ts';
import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.ts';
import { languageSites, loadLanguageSites } from './site/site-languages.ts';
import { siteFallback, type StaticSite } from './site/static-site.ts';

export interface GatewayOptions {
  /** Folder of the built site, one folder per language in it (dist/, scripts/build-site.ts). */
  distDir: string;
  /** The school's language now, for readers who chose none (site/school-language.ts); English if not given. */
  schoolLanguage?: () => Language;
  /** The built-in API's dependencies; ignored when `apiBase` is set. */
  api: ApiDeps;
  /** Forward `/api` here instead of answering it in-process. */
  apiBase?: URL;
  apiTimeoutMs: number;
  /** Seconds browsers must reach the site over HTTPS only; 0 or unset sends no Strict-Transport-Security. */
  hstsMaxAge?: number;
}

export interface Gateway {
  /** Everything, built files first; `app.fetch` serves any Fetch-based host, `app.request` the tests. */
  app: Hono;
  /**
   * Everything but the built files, for a host that has answered those itself (Node's listener,
   * site/node-listener.ts): a call then goes through one Hono dispatch, not two.
   */
  afterBuiltFiles: Hono;
  /** The built site in memory, for Node's server to answer before anything else (site/node-listener.ts). */
  site: StaticSite;
  /** The protective headers of an API answer, for those Node's listener makes itself (shed-writes.ts). */
  apiHeaders: Record<string, string>;
}

const HEALTH_PATH = '/healthz';

/**
 * The whole app as one Hono tree: built files straight from memory, then the health check,
 * `/api`, the redirects and the 404 page behind the protective headers.
 *
 * @param options the built site, the API's dependencies, and where to forward `/api` if anywhere
 * @example const { app } = await createGateway({ distDir, api, apiTimeoutMs: 30000 }); serve({ fetch: app.fetch, port: 4321 })
 */
export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const protect = securityHeaders({ hstsMaxAge: options.hstsMaxAge, jsonPaths: [API_PREFIX, HEALTH_PATH] });
  const sites = await loadLanguageSites(options.distDir, await headersAddedBy(protect, '/'));
  const site = languageSites(sites, options.schoolLanguage ?? (() => DEFAULT_LANGUAGE));
  const gateway = new Hono();
  gateway.use(protect);
  gateway.get(HEALTH_PATH, async (c) => {
    await options.api.store.ping();
    return c.json({ status: 'ok' });
  });
  if (options.apiBase) mountApi(gateway, apiProxy({ base: options.apiBase, mountedAt: API_PREFIX, timeoutMs: options.apiTimeoutMs }));
  else mountApi(gateway, createApi(options.api));
  gateway.route('/', siteFallback(site));
  // Most requests are for built files: answered here, without a middleware or a promise.
  const app = new Hono();
  app.all('*', (c) => {
    const found = site.answer({
      method: c.req.method,
      path: c.req.path,
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
      cookie: c.req.header('cookie'),
    });
    return found ? new Response(found.body, found) : gateway.fetch(c.req.raw, c.env);
  });
  return { app, afterBuiltFiles: gateway, site, apiHeaders: await headersAddedBy(protect, `${API_PREFIX}/`) };
}
