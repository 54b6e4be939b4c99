import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceHash } from '../../src/lib/csp/source-hash.ts';
import { inlineCode, metaPolicies, parsePolicy } from './content-security-policy.ts';
import { everyBuiltPage } from './built-sites.ts';

const pages = everyBuiltPage();

/** Decision 005: what every page's policy must say, word for word. */
const required = {
  'default-src': ["'self'"],
  'img-src': ["'self'", 'blob:', 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
};
const HASH = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

describe('parsePolicy', () => {
  it('splits directives and keeps the first of a repeated name, as browsers do', () => {
    const policy = parsePolicy("default-src 'self';img-src 'self' data:; ;IMG-SRC *");
    expect([...policy]).toEqual([
      ['default-src', ["'self'"]],
      ['img-src', ["'self'", 'data:']],
    ]);
  });
});

describe('content security policy of the built pages', () => {
  it('has a build to check', () => {
    expect(pages.length, 'run `npm run build` first').toBeGreaterThan(0);
  });

  describe.each(pages)('$label', ({ file }) => {
    const html = readFileSync(file, 'utf8');
    const texts = metaPolicies(html);
    const policy = parsePolicy(texts[0] ?? '');

    it('carries one policy with the required directives', () => {
      expect(texts).toHaveLength(1);
      for (const [name, sources] of Object.entries(required)) expect(policy.get(name), name).toEqual(sources);
    });

    it("loads scripts and styles only from 'self' or by hash, never 'unsafe-…'", () => {
      expect(texts[0]).not.toMatch(/unsafe-/);
      for (const name of ['script-src', 'style-src']) {
        expect(policy.get(name)?.[0], name).toBe("'self'");
        expect(policy.get(name)?.slice(1).filter((source) => !HASH.test(source)), name).toEqual([]);
      }
      expect([...policy.keys()].filter((name) => /-(elem|attr)$/.test(name))).toEqual([]);
    });

    it('lists the hash of every inline script and style', () => {
      const { scripts, styles } = inlineCode(html);
      for (const script of scripts) expect(policy.get('script-src'), script.slice(0, 80)).toContain(`'${sourceHash(script)}'`);
      for (const style of styles) expect(policy.get('style-src'), style.slice(0, 80)).toContain(`'${sourceHash(style)}'`);
    });

    it('has no style attributes or event handler attributes, which no hash can allow', () => {
      const tags = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '').match(/<[a-z][^>]*>/gi) ?? [];
      expect(tags.filter((tag) => /\s(style|on[a-z]+)=/i.test(tag))).toEqual([]);
    });
  });
});
