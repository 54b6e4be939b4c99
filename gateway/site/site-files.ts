import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';

/** The encodings the build writes copies in (src/integrations/precompress.ts), best first. */
export const COPY_ENCODINGS = ['br', 'gzip'] as const;
export type CopyEncoding = (typeof COPY_ENCODINGS)[number];
/** The file name a copy is written to, after its original's. */
export const COPY_SUFFIX: Record<CopyEncoding, string> = { br: '.br', gzip: '.gz' };

/** One representation of a file: its bytes and the validator browsers send back. */
export interface FileCopy {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** A built file held in memory with everything its answers need, computed once. */
export interface SiteFile {
  contentType: string;
  /** Built assets carry a content hash in their name; pages keep their name across releases. */
  immutable: boolean;
  plain: FileCopy;
  /** The build-time compressed copies; empty for files not worth compressing. */
  copies: Partial<Record<CopyEncoding, FileCopy>>;
}

/** Strong validators differ per representation, so a cached gzip copy is never taken for the brotli one. */
function copyOf(body: Uint8Array<ArrayBuffer>, contentHash: string, encoding?: CopyEncoding): FileCopy {
  return { body, etag: encoding ? `"${contentHash}-${encoding}"` : `"${contentHash}"` };
}

async function readOptional(path: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  return readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

async function loadFile(distDir: string, file: string): Promise<SiteFile> {
  const path = join(distDir, file);
  const body = await readFile(path);
  const contentHash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const copies: SiteFile['copies'] = {};
  for (const encoding of COPY_ENCODINGS) {
    const copy = await readOptional(path + COPY_SUFFIX[encoding]);
    if (copy) copies[encoding] = copyOf(copy, contentHash, encoding);
  }
  return {
    contentType: getMimeType(file) ?? 'application/octet-stream',
    immutable: file.startsWith(`_astro${sep}`),
    plain: copyOf(body, contentHash),
    copies,
  };
}

/** The addresses a built file answers at: a page's folder with and without its slash, and its own name. */
function addressesOf(file: string): string[] {
  const own = `/${file.split(sep).join('/')}`;
  if (!own.endsWith('/index.html')) return [own];
  const folder = own.slice(0, -'index.html'.length);
  return folder === '/' ? ['/', own] : [folder.slice(0, -1), folder, own];
}

const isCopy = (file: string) => Object.values(COPY_SUFFIX).some((suffix) => file.endsWith(suffix));

/**
 * Reads the whole built site into memory, keyed by the address each file answers at. The
 * site is a few megabytes and never changes while the server runs, so no request touches
 * the disk or hashes anything.
 *
 * @param distDir the folder Astro built into
 * @example const files = await loadSiteFiles('/srv/studyhall/dist'); files.get('/student/login')
 */
export async function loadSiteFiles(distDir: string): Promise<Map<string, SiteFile>> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => relative(distDir, join(entry.parentPath, entry.name)));
  const byAddress = new Map<string, SiteFile>();
  await Promise.all(
    files
      .filter((file) => !isCopy(file))
      .map(async (file) => {
        const loaded = await loadFile(distDir, file);
        for (const address of addressesOf(file)) byAddress.set(address, loaded);
      }),
  );
  return byAddress;
}
