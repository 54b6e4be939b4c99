import type { RegisterEntry, RegisterStatus } from '../../../contract/records/register.ts';
import type { TakeRegister } from '../../../contract/validation/registers.ts';

/** One student's mark as the tutor sets it. */
export type Mark = Pick<RegisterEntry, 'status' | 'note'>;

/** A register's marks while the tutor marks it, by student id. */
export type Marks = ReadonlyMap<string, Mark>;

/** The marks a register opens with: as taken, or everyone present. */
export function marksOf(entries: readonly RegisterEntry[]): Marks {
  return new Map(entries.map(({ studentId, status, note }) => [studentId, { status, note }]));
}

/** `marks` with one student's mark changed. */
export function withMark(marks: Marks, studentId: string, change: Partial<Mark>): Marks {
  const next = new Map(marks);
  next.set(studentId, { ...(marks.get(studentId) ?? { status: 'present', note: '' }), ...change });
  return next;
}

/** The body of `PUT …/register/{day}`: only the exceptions (a mark other than present, or a note); the server marks everyone else present. */
export function takeRegisterBody(marks: Marks): TakeRegister {
  const entries = [...marks].filter(([, mark]) => mark.status !== 'present' || mark.note.trim() !== '');
  return { entries: entries.map(([studentId, { status, note }]) => ({ studentId, status, ...(note.trim() ? { note: note.trim() } : {}) })) };
}

/** How many students have each mark. */
export function markCounts(marks: Marks): Record<RegisterStatus, number> {
  const counts: Record<RegisterStatus, number> = { present: 0, absent: 0, late: 0, excused: 0 };
  for (const { status } of marks.values()) counts[status] += 1;
  return counts;
}
