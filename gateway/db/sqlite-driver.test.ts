import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asKyselySqlite, openSqliteFile, STATEMENT_CACHE_SIZE } from './sqlite-driver.ts';

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

describe('asKyselySqlite', () => {
  it('compiles each SQL text once and runs it again with new parameters, keeping at most STATEMENT_CACHE_SIZE', () => {
    folder = mkdtempSync(join(tmpdir(), 'studyhall-sqlite-'));
    const database = openSqliteFile(join(folder, 'studyhall.sqlite'));
    const compile = vi.spyOn(database, 'prepare');
    const adapter = asKyselySqlite(database);
    try {
      adapter.prepare('CREATE TABLE pairs (a INTEGER, b INTEGER)').run([]);
      const insert = 'INSERT INTO pairs (a, b) VALUES (?, ?)';
      for (let a = 0; a < 3; a++) adapter.prepare(insert).run([a, a * 10]);
      expect(compile.mock.calls.filter(([sql]) => sql === insert)).toHaveLength(1);
      expect(adapter.prepare('SELECT a, b FROM pairs WHERE a > ? ORDER BY a').all([0])).toEqual([
        { a: 1, b: 10 },
        { a: 2, b: 20 },
      ]);

      // The least recently used goes first: the insert, used again, stays; the first SELECT is compiled anew.
      for (let n = 0; n < STATEMENT_CACHE_SIZE; n++) {
        if (n % 100 === 0) adapter.prepare(insert);
        adapter.prepare(`SELECT ${n} AS n`);
      }
      compile.mockClear();
      adapter.prepare(insert);
      adapter.prepare('SELECT 0 AS n');
      expect(compile.mock.calls.map(([sql]) => sql)).toEqual(['SELECT 0 AS n']);
    } finally {
      adapter.close();
    }
  });
});
