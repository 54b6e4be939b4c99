import type * as z from 'zod/mini';

/** The first message of each field, keyed by the field's name; form-level issues under `''`. */
export function firstErrorByField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
