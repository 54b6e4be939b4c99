import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeSqliteTemplate } from '../../gateway/testing/database-templates.ts';

/** Migrates the one SQLite file the `sqlite` run's test APIs each copy, and removes it after. */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'studyhall-template-'));
  project.provide('sqliteTemplate', await makeSqliteTemplate(folder));
  return () => rmSync(folder, { recursive: true, force: true });
}
