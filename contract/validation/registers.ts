import * as z from 'zod/mini';
import { isoDay } from '../dates/codecs.ts';
import { REGISTER_NOTE_MAX, REGISTER_STATUSES } from '../records/register.ts';
import { registerMessages as m } from '../strings/registers.ts';

/** Marks in one register: a whole year group fits, and the JSON body limit is never the first refusal. */
export const REGISTER_ENTRIES_MAX = 1000;

/** The day in a register's path, `2026-11-23`: a real day. */
export const registerDaySchema = z.string({ error: m.dayInvalid }).check(z.refine((text) => isoDay.parse(text) !== null, m.dayInvalid));

const registerEntry = z.object({
  studentId: z.string({ error: m.studentIdInvalid }).check(z.minLength(1, m.studentIdInvalid), z.maxLength(100, m.studentIdInvalid)),
  status: z.enum(REGISTER_STATUSES, { error: m.statusInvalid }),
  note: z.optional(z.string({ error: m.noteLong(REGISTER_NOTE_MAX) }).check(z.trim(), z.maxLength(REGISTER_NOTE_MAX, m.noteLong(REGISTER_NOTE_MAX)))),
});

/**
 * `PUT /tutor/home/classes/{id}/register/{day}` `{entries}`: the exceptions, or every student;
 * a student of the class not named is present. Each student once.
 */
export const takeRegisterSchema = z.object({
  entries: z.array(registerEntry).check(
    z.maxLength(REGISTER_ENTRIES_MAX, m.tooMany(REGISTER_ENTRIES_MAX)),
    z.refine((entries) => new Set(entries.map((entry) => entry.studentId)).size === entries.length, m.twice),
  ),
});
export type TakeRegister = z.output<typeof takeRegisterSchema>;
