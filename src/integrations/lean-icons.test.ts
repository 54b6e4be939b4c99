import { describe, expect, it } from 'vitest';
import { withLeanLucideIcons } from './lean-icons.ts';

type ResolveId = (source: string, importer?: string) => string | undefined;

const FACTORY = '/app/src/components/ui/lucide-icon.ts';
const resolveId = withLeanLucideIcons(FACTORY).resolveId as ResolveId;
const LUCIDE = '/app/node_modules/lucide-react/dist/esm';

describe('withLeanLucideIcons', () => {
  it("gives lucide-react's icons and index our icon factory", () => {
    expect(resolveId('../createLucideIcon.mjs', `${LUCIDE}/icons/eye.mjs`)).toBe(FACTORY);
    expect(resolveId('./createLucideIcon.mjs', `${LUCIDE}/lucide-react.mjs?v=1`)).toBe(FACTORY);
  });

  it('leaves every other import alone', () => {
    expect(resolveId('./Icon.mjs', `${LUCIDE}/createLucideIcon.mjs`)).toBeUndefined();
    expect(resolveId('./createLucideIcon.mjs', '/app/src/components/NavLinks.tsx')).toBeUndefined();
    expect(resolveId('../createLucideIcon.mjs', '/app/node_modules/other/dist/icons/eye.mjs')).toBeUndefined();
    expect(resolveId('lucide-react')).toBeUndefined();
  });
});
