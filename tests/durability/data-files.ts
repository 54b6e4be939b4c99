import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TEMPORARY_FILE } from '../../gateway/files/write-atomically.ts';

/** A kind of file the server may leave in DATA_DIR. */
export interface FileRule {
  /** Folder inside DATA_DIR, '' for DATA_DIR itself. */
  folder: string;
  name: RegExp;
  /** What is wrong with a file of this kind that a kill left half-written; undefined when it is whole. */
  flaw?: (content: Buffer) => string | undefined;
}

const SECRET_MIN_LENGTH = 32;

/** What the server keeps whatever it is asked: the database (named as in gateway/db/index.ts) and the signing secret. */
export const serverFiles: FileRule[] = [
  { folder: '', name: /^studyhall\.sqlite(-wal|-shm)?$/ },
  {
    folder: '',
    name: /^jwt-secret$/,
    flaw: (content) => (content.toString('utf8').trim().length < SECRET_MIN_LENGTH ? 'too short to be a signing secret' : undefined),
  },
];

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

/** Every file in DATA_DIR that no rule declares (a stray temp file) or that a kill left half-written. */
export function strayFiles(dataDir: string, rules: FileRule[]): string[] {
  return readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .flatMap((entry) => {
      const folder = relative(dataDir, entry.parentPath);
      const path = join(folder, entry.name);
      const rule = rules.find((candidate) => candidate.folder === folder && candidate.name.test(entry.name));
      if (!rule) return [`dangling file ${path}`];
      const flaw = rule.flaw?.(readFileSync(join(dataDir, path)));
      return flaw ? [`half-written file ${path}: ${flaw}`] : [];
    });
}
