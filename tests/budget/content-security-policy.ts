/** A policy as its directives: name → sources, e.g. `script-src` → [`'self'`, `'sha256-…'`]. */
export type Policy = Map<string, string[]>;

const decodeAttribute = (value: string) =>
  value.replace(/&#39;|&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** Splits a policy's text (`a b; c d`) into its directives. The first of a repeated name counts, as in browsers. */
export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const directive of text.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** The text of every `<meta http-equiv="content-security-policy">` of a page. */
export function metaPolicies(html: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*http-equiv="content-security-policy"[^>]*>/gi)].map(
    ([tag]) => decodeAttribute(/\bcontent="([^"]*)"/.exec(tag)?.[1] ?? ''),
  );
}

/** The bodies of a page's inline `<script>` (those a browser runs) and `<style>` elements. */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body = '']) => body);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) => body);
  return { scripts, styles };
}
