import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import * as z from 'zod/mini';
import { restoreMessages } from '../../contract/strings/backup.ts';
import { TABLES, type TableName } from '../db/index.ts';
import { isStoredName } from '../files/file-store.ts';
import { jsonValueCount } from './json-value-count.ts';
import { RefusedError } from './refused.ts';
import type { RestoreLimits } from './restore-limits.ts';

/** The archive's table of contents: written once the tables and files are, checked before anything is restored. */
export const MANIFEST_FILE = 'manifest.json';
/** One file of rows per table, a JSON object per line, in key order. */
export const TABLES_FOLDER = 'tables';
/** Where a table's rows are in the archive (and its unpacked copy). */
export const tableEntry = (table: string): string => `${TABLES_FOLDER}/${table}.ndjson`;
/** The uploaded files, under their stored names. */
export const UPLOADS_FOLDER = 'uploads';

const FORMAT = 'studyhall-backup';
const FORMAT_VERSION = 1;

const tableNames = new Set<string>(TABLES.map((table) => table.name));
const sha256 = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const count = z.number().check(z.int(), z.gte(0));

/** Read from an archive that may have been damaged or forged: every name is checked before it becomes a path. */
const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  /** The last migration the database had run: the shape the rows are in. */
  schema: z.string().check(z.regex(/^\d{4}-[a-z0-9-]+$/)),
  /** `bytes` since backups check each entry's size before reading it; older backups lack it. */
  tables: z.record(z.string().check(z.refine((name) => tableNames.has(name), 'not a table of Studyhall')), z.object({ rows: count, bytes: z.optional(count), sha256 })),
  files: z.record(z.string().check(z.refine(isStoredName, 'not a stored file name')), z.object({ bytes: count, sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** A manifest for rows of the schema `schema`, taken at `createdAt`, before its tables and files are added. */
export function newManifest(createdAt: Date, schema: string): Manifest {
  return { format: FORMAT, version: FORMAT_VERSION, createdAt: createdAt.toISOString(), schema, tables: {}, files: {} };
}

/** The tables an archive holds, in the order their rows can be written. */
export function tablesIn(manifest: Manifest): TableName[] {
  return TABLES.map((table) => table.name).filter((name) => name in manifest.tables);
}

/**
 * Checks an archive's manifest, read whole (its size checked against `limits` first), and
 * answers it; throws RefusedError naming the problem when it is not one of ours. The values
 * are counted before the JSON is parsed, and the files before zod checks each one, so a forged
 * manifest costs no more memory than a real one of the largest school.
 *
 * @param text the bytes of `manifest.json`
 * @param limits the most a restore accepts
 * @example parseManifest(await readFile('manifest.json'), RESTORE_LIMITS)
 */
export function parseManifest(text: Uint8Array, limits: RestoreLimits): Manifest {
  if (jsonValueCount(text) > limits.manifestValues) throw new RefusedError(restoreMessages.manifestTooManyValues(limits.manifestValues));
  const json = parseJson(Buffer.from(text.buffer, text.byteOffset, text.byteLength).toString('utf8'));
  const files = isObject(json) && isObject(json.files) ? Object.keys(json.files).length : 0;
  if (files > limits.files) throw new RefusedError(restoreMessages.manifestTooManyFiles(files, limits.files));
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new RefusedError(restoreMessages.manifestDamaged(parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')));
  return parsed.data;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The SHA-256 of a file's bytes, in hex, and how many there are. */
export async function fingerprint(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}
