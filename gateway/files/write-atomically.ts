import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Names of the temporary files below; one left by a crash is swept by housekeeping. */
export const TEMPORARY_FILE = /^\..+\.tmp$/;

/**
 * Writes `data` so that readers, crashes and power cuts see the whole file or none of it: a
 * temporary file in the same folder, synced to disk, then renamed into place. With
 * `exclusive`, it is linked into place instead and fails (EEXIST) when the file exists.
 */
export function writeFileAtomically(file: string, data: string | Buffer, { mode = 0o600, exclusive = false } = {}): void {
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.tmp`);
  const descriptor = openSync(temporary, 'wx', mode);
  try {
    writeFileSync(descriptor, data);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    if (exclusive) linkSync(temporary, file);
    else renameSync(temporary, file);
  } finally {
    if (exclusive) rmSync(temporary, { force: true });
  }
  // The new name lives in the folder: sync it too, or a power cut can forget the file.
  const folder = openSync(dirname(file), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}
