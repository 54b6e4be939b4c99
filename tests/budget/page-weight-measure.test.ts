import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { layoutWeight, pageWeight } from './page-weight.ts';

/** A build of `files` (path → text) in a fresh folder. */
function fakeBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-weight-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const gz = (text: string) => gzipSync(text, { level: 9 }).length;
const island = (name: string) => `<astro-island component-url="/_astro/${name}.js" renderer-url="/_astro/react.js"></astro-island>`;

const code = {
  '_astro/react.js': 'export const react = 1;',
  '_astro/Shell.js': 'import{react}from"./react.js";import("./Toaster.js");',
  '_astro/Form.js': 'import{react}from"./react.js";const rules=()=>import(`./rules.js`);',
  '_astro/Toaster.js': 'import"./sonner.js";export default 1;',
  '_astro/sonner.js': 'export const sonner = 2;',
  '_astro/rules.js': 'import"./react.js";export const rules = 3;',
};

describe('pageWeight', () => {
  const dir = fakeBuild({
    ...code,
    'a/index.html': `<script>inline()</script>${island('Shell')}${island('Form')}`,
    'b/index.html': `${island('Shell')}`,
  });

  it('counts static imports up front and dynamic ones (any quotes) on use, each file once', () => {
    const weight = pageWeight(dir, '/a', join(dir, 'a/index.html'));
    expect(weight.files).toEqual(['/_astro/Shell.js', '/_astro/react.js', '/_astro/Form.js']);
    expect(weight.onUseFiles).toEqual(['/_astro/Toaster.js', '/_astro/rules.js', '/_astro/sonner.js']);
    expect(weight.gzipBytes).toBe(gz('inline()') + gz(code['_astro/Shell.js']) + gz(code['_astro/react.js']) + gz(code['_astro/Form.js']));
    expect(weight.onUseGzipBytes).toBe(gz(code['_astro/Toaster.js']) + gz(code['_astro/rules.js']) + gz(code['_astro/sonner.js']));
  });

  it("weighs a layout with the islands all its pages share, not a page's own", () => {
    const weight = layoutWeight(dir, [
      ['/a', join(dir, 'a/index.html')],
      ['/b', join(dir, 'b/index.html')],
    ]);
    expect(weight.files).toEqual(['/_astro/Shell.js', '/_astro/react.js']);
    expect(weight.onUseFiles).toEqual(['/_astro/Toaster.js', '/_astro/sonner.js']);
  });

  it('fails when a page loads a file the build does not have', () => {
    const broken = fakeBuild({ 'c/index.html': island('Missing'), '_astro/react.js': '' });
    expect(() => pageWeight(broken, '/c', join(broken, 'c/index.html'))).toThrow('/_astro/Missing.js');
  });
});
