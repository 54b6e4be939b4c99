/**
 * Two strings compared as `sort()` with no function compares them, by UTF-16 code units: ids
 * and hashes are ASCII, so this is their order in a table's index too.
 *
 * @example places.sort((one, other) => byCodeUnits(idAt(one), idAt(other)))
 */
export function byCodeUnits(one: string, other: string): number {
  return one < other ? -1 : one > other ? 1 : 0;
}
