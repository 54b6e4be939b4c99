import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, buildState } from './build-when-stale.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'studyhall-build-state-'));
  mkdirSync(join(root, 'src', 'pages'), { recursive: true });
  writeFileSync(join(root, 'src', 'pages', 'index.astro'), '<p>home</p>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Sets `path`'s modification time to `seconds` after the epoch. */
const touch = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

function finishBuild(seconds: number) {
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(join(root, 'dist', BUILD_STAMP), 'done');
  touch(join(root, 'dist', BUILD_STAMP), seconds);
}

describe('buildState', () => {
  it('is missing before any build, and after one that did not finish', () => {
    expect(buildState(root)).toBe('missing');
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'index.html'), '<p>half</p>');
    expect(buildState(root)).toBe('missing');
  });

  it('is fresh when the build finished after every source changed', () => {
    touch(join(root, 'src', 'pages', 'index.astro'), 1_000);
    touch(join(root, 'src', 'pages'), 1_000);
    touch(join(root, 'src'), 1_000);
    finishBuild(2_000);
    expect(buildState(root)).toBe('fresh');
  });

  it('is stale when a source deep in a folder, or the lock file, changed after the build', () => {
    touch(join(root, 'src', 'pages'), 1_000);
    touch(join(root, 'src'), 1_000);
    finishBuild(2_000);
    touch(join(root, 'src', 'pages', 'index.astro'), 3_000);
    expect(buildState(root)).toBe('stale');

    touch(join(root, 'src', 'pages', 'index.astro'), 1_000);
    writeFileSync(join(root, 'package-lock.json'), '{}');
    touch(join(root, 'package-lock.json'), 3_000);
    expect(buildState(root)).toBe('stale');
  });
});
