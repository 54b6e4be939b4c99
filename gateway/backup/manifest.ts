import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { TABLES, type TableName } from '../db/index.ts';
import { isStoredName } from '../files/file-store.ts';
import { RefusedError } from './refused.ts';

/** The archive's table of contents: written once the tables and files are, checked before anything is restored. */
export const MANIFEST_FILE = 'manifest.json';
/** One file of rows per table, a JSON object per line, in key order. */
export const TABLES_FOLDER = 'tables';
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
  tables: z.record(z.string().check(z.refine((name) => tableNames.has(name), 'not a table of Studyhall')), z.object({ rows: count, sha256 })),
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

/** Reads and checks the manifest of an unpacked archive; throws, naming the problem, when it is not one of ours. */
export async function readManifest(folder: string): Promise<Manifest> {
  const text = await readFile(join(folder, MANIFEST_FILE), 'utf8').catch(() => {
    throw new RefusedError('This file is not a Studyhall backup: it has no manifest.');
  });
  const parsed = manifestSchema.safeParse(parseJson(text));
  if (!parsed.success) throw new RefusedError(`The backup's manifest is damaged: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return parsed.data;
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
