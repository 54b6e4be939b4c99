import { createHash } from 'node:crypto';

/**
 * The CSP source that lets exactly this inline script or style run, in the form
 * `Astro.csp.insertScriptHash` takes: `sha256-` and the base64 digest of the UTF-8 text.
 *
 * @example Astro.csp.insertScriptHash(sourceHash(code))
 */
export function sourceHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
