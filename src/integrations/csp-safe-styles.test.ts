import { describe, expect, it } from 'vitest';
import { withoutSonnerCssInjection } from './csp-safe-styles.ts';

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | undefined;

const transform = withoutSonnerCssInjection().transform as Transform;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const SONNER = '/app/node_modules/sonner/dist/index.mjs';

describe('withoutSonnerCssInjection', () => {
  it("drops sonner's top-level CSS injection and keeps the rest", () => {
    const code = 'function __insertCSS(code) {}\nimport React from "react";\n__insertCSS("[data-sonner-toaster]{position:fixed}\\"x\\"");\nexport { toast };\n';
    expect(transform.call(context, code, `${SONNER}?v=1`)?.code).toBe('function __insertCSS(code) {}\nimport React from "react";\n\nexport { toast };\n');
  });

  it('fails the build when sonner injects its CSS some other way', () => {
    expect(() => transform.call(context, 'injectStyles(css);', SONNER)).toThrow(/no longer injects/);
  });

  it('leaves every other module alone', () => {
    expect(transform.call(context, '__insertCSS("a{}");', '/app/node_modules/other/dist/index.mjs')).toBeUndefined();
  });
});
