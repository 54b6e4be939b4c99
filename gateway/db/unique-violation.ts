/** A unique constraint refused the row: SQLite's code, and PostgreSQL's. */
export function isUniqueViolation(error: unknown): boolean {
  const { errcode, code } = error as { errcode?: number; code?: string };
  return errcode === 2067 || code === '23505';
}
