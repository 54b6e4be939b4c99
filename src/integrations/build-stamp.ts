import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { BUILD_STAMP } from '../../scripts/build-when-stale.ts';

/**
 * Marks a build finished, last of the integrations: `npm start` rebuilds when the stamp is
 * missing (a build that failed half-way) or older than the sources (scripts/build-when-stale.ts).
 */
export default function buildStamp(): AstroIntegration {
  return {
    name: 'studyhall:build-stamp',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL(BUILD_STAMP, dir), `${new Date().toISOString()}\n`);
      },
    },
  };
}
