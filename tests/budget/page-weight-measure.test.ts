import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
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

const br = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
const bytes = (text: string) => Buffer.byteLength(text);
const island = (name: string) => `<astro-island component-url="/_astro/${name}.js" renderer-url="/_astro/preact.js"></astro-island>`;

const code = {
  '_astro/preact.js': 'export const react = 1;',
  '_astro/Shell.js': 'import{react}from"./preact.js";import("./Toaster.js");',
  '_astro/Form.js': 'import{react}from"./preact.js";const rules=()=>import(`./rules.js`);',
  '_astro/Toaster.js': 'import"./sonner.js";export default 1;',
  '_astro/sonner.js': 'export const sonner = 2;',
  '_astro/rules.js': 'import"./preact.js";export const rules = 3;',
  '_astro/page.css': 'body{color:red}',
};
/** The build's brotli copy of one file, which the gateway sends in its stead: any bytes will do. */
const SHELL_COPY = 'brotli bytes of Shell.js';

describe('pageWeight', () => {
  const dir = fakeBuild({
    ...code,
    '_astro/Shell.js.br': SHELL_COPY,
    'a/index.html': `<link rel="stylesheet" href="/_astro/page.css"><style>b{x:1}</style><script>inline()</script>${island('Shell')}${island('Form')}`,
    'b/index.html': `${island('Shell')}`,
  });

  it('counts stylesheets and static imports up front and dynamic ones (any quotes) on use, each file once', () => {
    const weight = pageWeight(dir, '/a', join(dir, 'a/index.html'));
    expect(weight.files).toEqual(['/_astro/page.css', '/_astro/Shell.js', '/_astro/preact.js', '/_astro/Form.js']);
    expect(weight.onUseFiles).toEqual(['/_astro/Toaster.js', '/_astro/rules.js', '/_astro/sonner.js']);
  });

  it('weighs each file as the gateway sends it: its compressed copy where the build wrote one, inline code as its own brotli', () => {
    const weight = pageWeight(dir, '/a', join(dir, 'a/index.html'));
    const files = bytes(code['_astro/page.css']) + bytes(SHELL_COPY) + bytes(code['_astro/preact.js']) + bytes(code['_astro/Form.js']);
    expect(weight.wireBytes).toBe(br('b{x:1}') + br('inline()') + files);
    expect(weight.onUseWireBytes).toBe(bytes(code['_astro/Toaster.js']) + bytes(code['_astro/rules.js']) + bytes(code['_astro/sonner.js']));
  });

  it("weighs a layout with the islands all its pages share, not a page's own", () => {
    const weight = layoutWeight(dir, [
      ['/a', join(dir, 'a/index.html')],
      ['/b', join(dir, 'b/index.html')],
    ]);
    expect(weight.files).toEqual(['/_astro/page.css', '/_astro/Shell.js', '/_astro/preact.js']);
    expect(weight.onUseFiles).toEqual(['/_astro/Toaster.js', '/_astro/sonner.js']);
  });

  it('fails when a page loads a file the build does not have', () => {
    const broken = fakeBuild({ 'c/index.html': island('Missing'), '_astro/preact.js': '' });
    expect(() => pageWeight(broken, '/c', join(broken, 'c/index.html'))).toThrow('/_astro/Missing.js');
  });
});
