import * as z from 'zod/mini';
import { assignmentTermsMessages as m } from '../strings/coursework.ts';

/** The most points an assignment may be worth: far above any marking scheme, small enough to show. */
export const POINTS_MAX = 10000;

/** `2026-11-30T17:00` with optional seconds and fraction, then `Z` or an offset `+05:30`. */
const DUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * Whether `text` is an ISO 8601 date and time with its offset (or `Z`) naming a real day and time.
 * The offset is required: the due time is the instant given, the same for every reader wherever
 * their device stands, never a wall-clock time read in some zone.
 */
export function isDueTime(text: string): boolean {
  const parts = DUE.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = parts.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const realDay = date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === day;
  return realDay && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60 && Number(offsetHours) < 24 && Number(offsetMinutes) < 60;
}

/*
 * Each field takes what a JSON body or a form sends, so each is a check of the value as sent and
 * a transform to what is kept. Written with `custom` rather than unions, nulls and literals: the
 * browser already ships those pieces of zod, and every page would carry the others.
 */

/** Absent: left as it is; `null` or empty: cleared (JSON may send either, a form only the empty text). */
const isCleared = (value: unknown): value is null | '' => value === null || value === '';

/** A due time as sent, kept as sent; `null` clears it. */
const due = z.optional(
  z.pipe(
    z.custom<string | null>((value) => isCleared(value) || (typeof value === 'string' && isDueTime(value)), { error: m.dueInvalid }),
    z.transform((value) => (isCleared(value) ? null : value)),
  ),
);

/** Points as a JSON number or a form's text (`"20"`), `null` when cleared, `undefined` when neither. */
function pointsOf(value: unknown): number | null | undefined {
  if (isCleared(value)) return null;
  const points = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof points === 'number' && Number.isInteger(points) && points >= 0 && points <= POINTS_MAX ? points : undefined;
}

const points = z.optional(
  z.pipe(
    z.custom<number | string | null>((value) => pointsOf(value) !== undefined, { error: m.pointsInvalid(POINTS_MAX) }),
    z.transform((value) => pointsOf(value) ?? null),
  ),
);

/** Whether students may hand in: a JSON boolean or a form's `true`/`false`. */
const handInOpen = z.optional(
  z.pipe(
    z.custom<boolean | 'true' | 'false'>((value) => typeof value === 'boolean' || value === 'true' || value === 'false', { error: m.handInOpenInvalid }),
    z.transform((value) => value === true || value === 'true'),
  ),
);

/**
 * An assignment's terms as `POST` (multipart) and `PUT` (JSON) take them beside its details:
 * each absent field is left as it is (a new assignment: no due time, no points, open).
 */
export const assignmentTermsSchema = z.object({ due, points, handInOpen });
export type SentAssignmentTerms = z.output<typeof assignmentTermsSchema>;
