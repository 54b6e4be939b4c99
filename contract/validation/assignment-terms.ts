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

/** Absent: left as it is; `null` or empty: cleared (JSON may send either, a form only the empty text). */
const cleared = z.union([z.null(), z.literal('')]);

/** A due time as sent, kept as sent; `null` clears it. */
const due = z.optional(z.union([z.pipe(cleared, z.transform(() => null)), z.string().check(z.refine(isDueTime, m.dueInvalid))], { error: m.dueInvalid }));

const pointsInvalid = m.pointsInvalid(POINTS_MAX);
const wholePoints = z.number({ error: pointsInvalid }).check(z.int(pointsInvalid), z.gte(0, pointsInvalid), z.lte(POINTS_MAX, pointsInvalid));

/** Points as a JSON number or a form's text (`"20"`); `null` clears them. */
const points = z.optional(
  z.union(
    [
    z.pipe(cleared, z.transform(() => null)),
    wholePoints,
    z.pipe(z.string({ error: pointsInvalid }).check(z.trim(), z.regex(/^\d+$/, pointsInvalid)), z.pipe(z.transform(Number), wholePoints)),
    ],
    { error: pointsInvalid },
  ),
);

/** Whether students may hand in: a JSON boolean or a form's `true`/`false`. */
const handInOpen = z.optional(
  z.union([z.boolean(), z.pipe(z.enum(['true', 'false'], { error: m.handInOpenInvalid }), z.transform((text) => text === 'true'))], { error: m.handInOpenInvalid }),
);

/**
 * An assignment's terms as `POST` (multipart) and `PUT` (JSON) take them beside its details:
 * each absent field is left as it is (a new assignment: no due time, no points, open).
 */
export const assignmentTermsSchema = z.object({ due, points, handInOpen });
export type SentAssignmentTerms = z.output<typeof assignmentTermsSchema>;
