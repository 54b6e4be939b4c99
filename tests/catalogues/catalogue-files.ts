import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The project's root. */
export const ROOT = join(import.meta.dirname, '..', '..');

/** The folders of catalogues: English modules directly in them, each other language's in a folder of its own. */
export const CATALOGUE_FOLDERS = ['src/strings', 'contract/strings'] as const;

/** Modules in those folders that hold no words (src/integrations/language-catalogues.ts skips them too). */
const MACHINERY = new Set(['plural.ts', 'translation.ts']);

/** Every English catalogue, as a path from the root: `src/strings/students.ts`. */
export function englishCatalogues(): string[] {
  return CATALOGUE_FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !MACHINERY.has(file))
      .map((file) => `${folder}/${file}`),
  );
}
