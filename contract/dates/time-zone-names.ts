/**
 * The IANA zones this runtime knows, and `UTC`, which the list leaves out. Runtimes name some
 * zones by an older alias (`Asia/Calcutta` for `Asia/Kolkata`); `isTimeZone` accepts both.
 */
export function timeZoneNames(): readonly string[] {
  return [...Intl.supportedValuesOf('timeZone'), 'UTC'];
}

let known: ReadonlySet<string> | undefined;

/**
 * Whether `name` is an IANA time zone: one of `timeZoneNames()`, or another name of one
 * (`Asia/Kolkata`, `Etc/UTC`). Offsets (`+05:30`) are not zones: they ignore daylight saving.
 */
export function isTimeZone(name: string): boolean {
  known ??= new Set(timeZoneNames());
  if (known.has(name)) return true;
  try {
    return known.has(new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}
