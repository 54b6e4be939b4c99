import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const BOUNDARY_RULE = 'import-x/no-restricted-paths';

/** The boundary rule's findings for `code` linted as the file at `path` (which need not exist). */
async function boundaryFindings(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: import.meta.dirname,
    // Where an import points needs no type information, and a file that is not on disk has none.
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId === BOUNDARY_RULE,
  });
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
}

describe('the boundary between the gateway and the site', () => {
  it.each([
    ['the gateway, the site', 'gateway/probe.ts', "import { whenIdle } from '../src/lib/when-idle.ts';"],
    ['the site, the gateway', 'src/lib/probe.ts', "import { loadConfig } from '../../gateway/config.ts';"],
    ['the site, lazily, the gateway', 'src/islands/probe.tsx', "const config = import('../../gateway/config.ts');"],
    ['a page, the gateway', 'src/pages/probe.astro', "---\nimport { loadConfig } from '../../gateway/config.ts';\n---\n<p>{String(loadConfig)}</p>\n"],
    ['contract/, the gateway', 'contract/records/probe.ts', "export { loadConfig } from '../../gateway/config.ts';"],
    ['contract/, the site', 'contract/records/probe.ts', "import type { Section } from '../../src/navigation/sections.ts';"],
  ])('refuses %s importing', async (_case, path, code) => {
    const findings = await boundaryFindings(path, code);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain(BOUNDARY_RULE);
  });

  it.each([
    ['the gateway', 'gateway/probe.ts', "import { loginText } from '../contract/strings/auth.ts';"],
    ['the site', 'src/lib/probe.ts', "import { loginText } from '../../contract/strings/auth.ts';"],
  ])('lets %s import contract/', async (_case, path, code) => {
    expect(await boundaryFindings(path, code)).toEqual([]);
  });
});
