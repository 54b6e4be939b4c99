type AnyFunction = (...args: never[]) => unknown;

/**
 * Source of a classic inline script that calls `main(helpers, ...args)`. Functions travel by
 * their source text, so `main` reaches its helpers only through that first parameter and
 * no function may use a name from outside itself; nothing is left in the page's globals.
 */
export function inlineScript<Helpers extends Record<string, AnyFunction>>(
  main: (helpers: Helpers, ...args: never[]) => unknown,
  helpers: Helpers,
  ...args: unknown[]
): string {
  const helperSource = Object.entries(helpers).map(([name, helper]) => `${JSON.stringify(name)}:${String(helper)}`);
  const values = args.map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c'));
  return `(${String(main)})({${helperSource.join(',')}},${values.join(',')})`;
}
