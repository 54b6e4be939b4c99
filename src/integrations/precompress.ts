import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes brotli and gzip copies of every text file of the build, so the gateway serves
 * compressed pages without spending CPU per request (phones on poor connections gain most).
 */
export default function precompress(): AstroIntegration {
  return {
    name: 'studyhall:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(files.map((file) => compressFile(join(root, file))));
        logger.info(`compressed ${files.length} files (br, gz)`);
      },
    },
  };
}

async function compressFile(path: string): Promise<void> {
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}
