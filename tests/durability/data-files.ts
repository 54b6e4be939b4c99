import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TEMPORARY_FILE } from '../../gateway/files/write-atomically.ts';

/** A kind of file (or folder) the server may leave in DATA_DIR. */
export interface FileRule {
  /** Folder inside DATA_DIR, '' for DATA_DIR itself. */
  folder: string;
  name: RegExp;
  /** What the rule declares: files (the default) or folders. */
  kind?: 'file' | 'folder';
  /** What is wrong with a file of this kind that a kill left half-written; undefined when it is whole. */
  flaw?: (content: Buffer) => string | undefined;
}

const SECRET_MIN_LENGTH = 32;

/**
 * What the server keeps whatever it is asked: the database (named as in gateway/db/index.ts),
 * the signing secret, and the uploads folder, made at each start (gateway/server.ts) whether or
 * not anything is uploaded; the writers that upload declare what may be in it.
 */
export const serverFiles: FileRule[] = [
  { folder: '', name: /^studyhall\.sqlite(-wal|-shm)?$/ },
  { folder: '', name: /^uploads$/, kind: 'folder' },
  {
    folder: '',
    name: /^jwt-secret$/,
    flaw: (content) => (content.toString('utf8').trim().length < SECRET_MIN_LENGTH ? 'too short to be a signing secret' : undefined),
  },
];

/** The folder the mails below are written to, made with the first of them. */
export const outboxFolder: FileRule = { folder: '', name: /^outbox$/, kind: 'folder' };

/** A mail in the outbox: headers naming its address, a blank line, then a body. */
export const outboxMail: FileRule = {
  folder: 'outbox',
  name: /^[\w-]+\.eml$/,
  flaw: (content) => {
    const mail = content.toString('utf8');
    return /^To: \S/m.test(mail) && /\n\n\S/.test(mail) ? undefined : 'not a whole mail';
  },
};

/** A mail a kill cut short before it was renamed into place: never read as mail, swept by housekeeping. */
export const outboxMailInFlight: FileRule = { folder: 'outbox', name: TEMPORARY_FILE };

/**
 * Every file or folder in DATA_DIR that no rule declares (a stray temp file), and every file
 * that a kill left half-written. Anything else (a link, a socket) is never the server's.
 */
export function strayFiles(dataDir: string, rules: FileRule[]): string[] {
  return readdirSync(dataDir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const folder = relative(dataDir, entry.parentPath);
    const path = join(folder, entry.name);
    const kind = entry.isFile() ? 'file' : entry.isDirectory() ? 'folder' : undefined;
    if (!kind) return [`dangling entry ${path}: neither a file nor a folder`];
    const rule = rules.find((candidate) => (candidate.kind ?? 'file') === kind && candidate.folder === folder && candidate.name.test(entry.name));
    if (!rule) return [`dangling ${kind} ${path}`];
    const flaw = kind === 'file' ? rule.flaw?.(readFileSync(join(dataDir, path))) : undefined;
    return flaw ? [`half-written file ${path}: ${flaw}`] : [];
  });
}
