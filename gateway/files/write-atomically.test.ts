import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEMPORARY_FILE, writeFileAtomically } from './write-atomically.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studyhall-atomic-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFileAtomically', () => {
  it('writes the whole file, owner-only, leaving no temporary file behind', () => {
    writeFileAtomically(join(dir, 'mail.eml'), 'To: asha@school.test\n\nHello');
    expect(readFileSync(join(dir, 'mail.eml'), 'utf8')).toBe('To: asha@school.test\n\nHello');
    expect(statSync(join(dir, 'mail.eml')).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['mail.eml']);
  });

  it('replaces an existing file, or with exclusive refuses to', () => {
    writeFileSync(join(dir, 'secret'), 'first');
    writeFileAtomically(join(dir, 'secret'), 'second');
    expect(readFileSync(join(dir, 'secret'), 'utf8')).toBe('second');
    expect(() => writeFileAtomically(join(dir, 'secret'), 'third', { exclusive: true })).toThrow(/EEXIST/);
    expect(readFileSync(join(dir, 'secret'), 'utf8')).toBe('second');
    expect(readdirSync(dir).filter((name) => TEMPORARY_FILE.test(name))).toEqual([]);
  });
});
