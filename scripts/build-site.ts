// `npm run build`: the site once per shipped language, each into dist/<language>/ (the gateway
// serves a reader the pages of their language), then the stamp that says the build finished.
import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '../contract/languages.ts';
import { BUILD_STAMP } from './build-when-stale.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

/** One language's build; its output is printed as it comes, each line marked with the language. */
function buildLanguage(language: Language): Promise<void> {
  return new Promise((done, fail) => {
    const astro = spawn(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
      cwd: root,
      env: { ...process.env, STUDYHALL_LANGUAGE: language },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const relay = (to: NodeJS.WriteStream) => (chunk: Buffer) => to.write(chunk.toString().replace(/^(?=.)/gm, `[${language}] `));
    astro.stdout.on('data', relay(process.stdout));
    astro.stderr.on('data', relay(process.stderr));
    astro.on('error', fail);
    astro.on('exit', (code) => (code === 0 ? done() : fail(new Error(`the ${language} build failed (exit ${code})`))));
  });
}

await rm(dist, { recursive: true, force: true });
// Two at a time: a build keeps about one core busy.
for (let next = 0; next < LANGUAGES.length; next += 2) {
  await Promise.all(LANGUAGES.slice(next, next + 2).map(buildLanguage));
}
await writeFile(join(dist, BUILD_STAMP), `${new Date().toISOString()}\n`);
