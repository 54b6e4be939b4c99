import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest, type ManifestTransform } from '@serwist/build';
import type { AstroIntegration } from 'astro';
import { build } from 'vite';
import { WORKER_URL } from '../lib/offline/worker-messages.ts';

const WORKER_ENTRY = fileURLToPath(new URL('../service-worker/service-worker.ts', import.meta.url));
const WORKER_FILE = WORKER_URL.slice(1);

/**
 * Writes the service worker (src/service-worker/) into the built site, with the list of every
 * page, script, style and icon it precaches. Runs before `precompress`, which then writes the
 * worker's compressed copies too.
 */
export default function serviceWorker(): AstroIntegration {
  return {
    name: 'studyhall:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { count, size } = await writeServiceWorker(fileURLToPath(dir));
        logger.info(`${WORKER_URL} precaches ${count} files (${Math.round(size / 1024)} KB)`);
      },
    },
  };
}

/**
 * Bundles the worker and writes it into `siteDir` with the precache list of that folder's
 * files, each with its revision: a changed page gives a changed worker, which the browser
 * installs as the next version.
 *
 * @param siteDir a built site (`dist/`)
 * @example await writeServiceWorker('dist')
 */
export async function writeServiceWorker(siteDir: string): Promise<{ count: number; size: number }> {
  const workDir = await mkdtemp(join(tmpdir(), 'studyhall-worker-'));
  try {
    const bundled = await bundleWorker(workDir);
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: join(siteDir, WORKER_FILE),
      globDirectory: siteDir,
      globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
      // The 404 page is the server's answer to an unknown address; offline, /offline says more.
      globIgnores: [WORKER_FILE, '404.html'],
      // Astro names its bundles by their content: the name is the revision.
      dontCacheBustURLsMatching: /^_astro\//,
      manifestTransforms: [pageAddresses],
    });
    if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
    return { count, size };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** One classic script, minified, with Serwist's development logging compiled out. */
async function bundleWorker(outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      reportCompressedSize: false,
      lib: { entry: WORKER_ENTRY, formats: ['iife'], name: 'studyhallWorker', fileName: () => WORKER_FILE },
    },
  });
  return join(outDir, WORKER_FILE);
}

/** Pages are asked for by their address (`/student/home/home`), not their file (`student/home/home/index.html`). */
const pageAddresses: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => ({ ...entry, url: `/${entry.url.replace(/(^|\/)index\.html$/, '')}` })),
  warnings: [],
});
