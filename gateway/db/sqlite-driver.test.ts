import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteFile } from './sqlite-driver.ts';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** SQLite's number for `PRAGMA synchronous = FULL`. */
const SYNCHRONOUS_FULL = 2;

describe('openSqliteFile', () => {
  it('keeps WAL and syncs every commit to disk, so an acknowledged write survives a power cut', () => {
    folder = mkdtempSync(join(tmpdir(), 'studyhall-sqlite-'));
    const database = openSqliteFile(join(folder, 'studyhall.sqlite'));
    try {
      expect(database.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: SYNCHRONOUS_FULL });
      expect(database.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    } finally {
      database.close();
    }
  });
});
