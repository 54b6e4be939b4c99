/**
 * Source of a classic inline script that declares `helpers` and calls `main(...args)`,
 * all inside one function scope so nothing leaks into the page's globals. Functions are
 * taken by their source, so they and their helpers must not use outside names.
 */
export function inlineScript(main: (...args: never[]) => unknown, helpers: readonly ((...args: never[]) => unknown)[], ...args: unknown[]): string {
  const values = args.map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c')).join(',');
  return `(function(){${helpers.map(String).join('\n')}\n(${String(main)})(${values})})()`;
}
