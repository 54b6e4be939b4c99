/** The `p`th percentile (0–100) of `values` by nearest rank; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** How many times each status was answered, e.g. `{ 200: 31, 429: 4 }`. */
export function countStatuses(statuses: Iterable<number>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** `200×31 429×4`: a status count as one short line. */
export function formatStatuses(counts: Record<number, number>): string {
  const parts = Object.entries(counts).map(([status, count]) => `${status}×${count}`);
  return parts.length > 0 ? parts.join(' ') : 'none';
}
