/**
 * A number (0 or more) from the environment, or `fallback` when unset; a bad value stops the
 * benchmark with a message naming it rather than measuring something else.
 *
 * @param name the variable, e.g. `BENCH_LOGIN_FLOOD_SECONDS`
 * @param fallback the default, chosen so a full `npm run bench` stays within ~3 minutes on 2 cores
 * @example const seconds = setting('BENCH_SIGNUP_FLOOD_SECONDS', 30)
 */
export function setting(name: string, fallback: number): number {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number, 0 or more, not '${text}'`);
  return value;
}
