// `npm start`: builds the site only when dist/ is missing or older than what it is built from,
// so a second start serves at once; an install without the build tools serves what is built.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the built site is made from: a change to any of them means building again. */
const SOURCES = ['src', 'contract', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

/** The file in dist/ whose presence says a build ran to its end, and whose time says when (scripts/build-site.ts). */
export const BUILD_STAMP = '.build-done';

export type BuildState = 'missing' | 'stale' | 'fresh';

/** The newest modification time under `path`, a file or a folder, in ms; 0 when it is not there. */
function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/** Whether the site under `root` has a finished build that is newer than every source. */
export function buildState(root: string): BuildState {
  const stamp = join(root, 'dist', BUILD_STAMP);
  if (!existsSync(stamp)) return 'missing';
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestChange(join(root, source)) > built) ? 'stale' : 'fresh';
}

function buildToolsInstalled(): boolean {
  try {
    import.meta.resolve('astro');
    return true;
  } catch {
    return false;
  }
}

function main(root: string): number {
  const state = buildState(root);
  if (state === 'fresh') return 0;
  if (!buildToolsInstalled()) {
    if (state === 'stale') {
      console.warn('The built site is older than its sources, and the build tools are not installed (npm ci --omit=dev): serving the site as built.');
      return 0;
    }
    console.error('The site is not built, and the build tools are not installed (npm ci --omit=dev). Run `npm ci` and `npm run build`, or copy a built dist/ here.');
    return 1;
  }
  console.log(state === 'missing' ? 'Building the site (first start)…' : 'Building the site (its sources changed)…');
  return spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' }).status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(fileURLToPath(new URL('..', import.meta.url)));
