import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { redirectFor } from './redirects.ts';

/** Built assets carry a content hash in their name, so browsers may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages change with every release: browsers must check before reusing one. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built Astro site from `distDir`: the spec's HTTP redirects first, then files
 * (brotli or gzip copies made at build time when the browser takes them), then the 404 page.
 *
 * @param distDir the folder Astro built into
 * @example gateway.route('/', siteRoutes('/srv/studyhall/dist'))
 */
export function siteRoutes(distDir: string) {
  const site = new Hono();
  site.get('*', async function redirectPages(c, next) {
    const target = redirectFor(c.req.path);
    if (!target) return next();
    const query = new URL(c.req.url).search;
    return c.redirect(target + query, 301);
  });
  site.use('*', cacheControl());
  site.use('*', serveStatic({ root: distDir, precompressed: true }));
  // A mounted app's notFound is not consulted, so unknown pages end on this route.
  site.all('*', async (c) => {
    const page = await readFile(join(distDir, '404.html'), 'utf8').catch(() => 'Page not found');
    return c.html(page, 404);
  });
  return site;
}

/**
 * Tells browsers how long they may keep what the site answers.
 *
 * @example site.use('*', cacheControl())
 */
function cacheControl() {
  return createMiddleware(async function cacheControl(c, next) {
    await next();
    if (c.res.status === 200 || c.res.status === 206) {
      c.header('Cache-Control', c.req.path.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE);
    }
  });
}
