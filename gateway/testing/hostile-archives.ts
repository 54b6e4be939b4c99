import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import * as tar from 'tar';
import { openStore, DATABASE_FILE, type StoreOptions } from '../db/index.ts';
import { testStoreOptions } from './test-database.ts';

/** The bytes of an entry, or (for one too large to hold) its size and a maker of its chunks. */
export type EntryBody = Buffer | { size: number; chunks: () => Iterable<Buffer> };

/** One entry of a hand-made archive, its header saying whatever the test wants it to. */
export interface ArchiveEntry {
  path: string;
  type?: 'File' | 'Directory' | 'SymbolicLink';
  body?: EntryBody;
  /** The size the header declares, when it is to differ from the body's. */
  declared?: number;
  linkpath?: string;
}

/** Where a restore puts a school in a test: folders not made yet, and on PostgreSQL an empty database of its own. */
export interface Place {
  dataDir: string;
  uploadsDir: string;
  database: StoreOptions;
}

/**
 * A fresh place for a school under `scratch`: a data folder and its uploads folder, neither
 * made yet, and on PostgreSQL its own empty database.
 *
 * @example const place = await freshPlace(scratch, 'restored'); await restore({ archive, ...place })
 */
export async function freshPlace(scratch: string, name: string): Promise<Place> {
  const dataDir = join(scratch, name);
  return { dataDir, uploadsDir: join(dataDir, 'uploads'), database: await testStoreOptions() };
}

/**
 * What a restore left in its place: every folder and file there, and every row in the
 * database. A refused restore must leave `{ paths: [], rows: 0 }`.
 *
 * @example expect(await leftBehind(place)).toEqual({ paths: [], rows: 0 })
 */
export async function leftBehind({ dataDir, uploadsDir, database }: Place): Promise<{ paths: string[]; rows: number }> {
  const paths = [...new Set([dataDir, uploadsDir])].flatMap((dir) => (existsSync(dir) ? [dir, ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((path) => join(dir, path))] : []));
  if (!database.databaseUrl && !existsSync(join(dataDir, DATABASE_FILE))) return { paths, rows: 0 };
  const store = await openStore(dataDir, database);
  try {
    return { paths, rows: Object.values(await store.tables.count()).reduce((sum, rows) => sum + rows, 0) };
  } finally {
    await store.close();
  }
}

/** SHA-256 in hex, as manifests list it. */
export function sha256(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Writes a gzip'd tar of exactly these entries, as an attacker could: each header says what the
 * entry says (a size unlike its body's, a link), and nothing is checked. Bodies given as chunks
 * are never held whole, so a test can write an archive that unpacks to gigabytes.
 *
 * @param path the archive to write
 * @param level gzip's level: 1 writes a large body fast, 9 makes a bomb small
 * @example await writeArchive(join(scratch, 'bomb.tar.gz'), [{ path: 'manifest.json', body: Buffer.from('{}') }])
 */
export async function writeArchive(path: string, entries: readonly ArchiveEntry[], level = 1): Promise<void> {
  await pipeline(tarBlocks(entries), createGzip({ level }), createWriteStream(path));
}

function* tarBlocks(entries: readonly ArchiveEntry[]): Generator<Buffer> {
  for (const { path, type = 'File', body, declared, linkpath } of entries) {
    const size = declared ?? (body === undefined ? 0 : Buffer.isBuffer(body) ? body.length : body.size);
    const header = new tar.Header({ path, type, size, linkpath, mode: type === 'Directory' ? 0o755 : 0o644, mtime: new Date(0) });
    header.encode();
    if (header.block) yield header.block;
    let written = 0;
    for (const chunk of body === undefined ? [] : Buffer.isBuffer(body) ? [body] : body.chunks()) {
      written += chunk.length;
      yield chunk;
    }
    yield Buffer.alloc((512 - (written % 512)) % 512);
  }
  // The end of the archive: two empty blocks.
  yield Buffer.alloc(1024);
}

/**
 * `count` chunks, each `chunkBytes` long: `noise` random bytes, then the rest filled with one
 * byte: the body of a gzip bomb. A fill alone compresses a thousandfold; the noise keeps a bomb
 * under a ratio check. With `alphabet`, the noise is drawn from it and the fill is its first
 * character (whitespace, say, to pad JSON).
 *
 * @example { size: 50e6, chunks: () => bombChunks(50, 1e6, { noise: 2000 }) }
 */
export function* bombChunks(count: number, chunkBytes: number, { noise = 0, alphabet }: { noise?: number; alphabet?: string } = {}): Generator<Buffer> {
  for (let index = 0; index < count; index += 1) {
    const random = randomBytes(noise);
    if (alphabet) for (let at = 0; at < noise; at += 1) random[at] = alphabet.charCodeAt((random[at] ?? 0) % alphabet.length);
    yield Buffer.concat([random, Buffer.alloc(chunkBytes - noise, alphabet?.[0] ?? 0)]);
  }
}

/**
 * `manifest.json` listing `files` files, each as `npm run backup` writes one (indented, a
 * 22-character name, a size and a checksum), made in chunks as it is written: two million files
 * make 300 MB the test never holds.
 *
 * @example await writeArchive(archive, [manifestOfManyFiles(2_000_000)])
 */
export function manifestOfManyFiles(files: number): ArchiveEntry {
  const head = Buffer.from('{\n  "format": "studyhall-backup",\n  "version": 1,\n  "createdAt": "2026-11-22T08:00:00.000Z",\n  "schema": "0012-content-versions",\n  "tables": {},\n  "files": {');
  const tail = Buffer.from('\n  }\n}\n');
  const file = (index: number) => `${index === 0 ? '' : ','}\n    "${String(index).padStart(22, 'A')}.pdf": {\n      "bytes": 1000,\n      "sha256": "${'0'.repeat(64)}"\n    }`;
  const perChunk = 10_000;
  function* chunks(): Generator<Buffer> {
    yield head;
    for (let start = 0; start < files; start += perChunk) {
      const indexes = Array.from({ length: Math.min(perChunk, files - start) }, (_, offset) => start + offset);
      yield Buffer.from(indexes.map(file).join(''));
    }
    yield tail;
  }
  const size = head.length + tail.length + (files > 0 ? Buffer.byteLength(file(1)) * files - 1 : 0);
  return { path: 'manifest.json', body: { size, chunks } };
}
