import { hashPassword } from '../auth/password.ts';
import type { Position, Store, User } from '../db/index.ts';
import { addDays } from '../../contract/dates/month-grid.ts';
import { momentOn, type SchoolYear } from './calendar.ts';
import type { Person } from './names.ts';
import type { Random } from './random.ts';

/** Every demo account's password, by role: each passes the sign-up form's rules (spec §5). */
export const DEMO_PASSWORDS: Readonly<Record<Position, string>> = { tutor: 'Tutor#1234', student: 'Student#1234', guardian: 'Guardian#1234' };

/** The accounts made, in the order their people were given. */
export interface Enrolled {
  tutors: User[];
  students: User[];
}

/**
 * Makes the tutors and students through the users' own queries, in one transaction. Each
 * role's password is hashed once, with the app's own hashing, and the hash shared: hashing
 * 2,000 passwords would take minutes, and every account still logs in through the real API.
 * Tutors joined months before the year began, students in the weeks before it.
 *
 * @param store the school's database
 * @param people who to make, by role
 * @param year the school year being made
 * @param random where the joining days are drawn from
 * @param now the demo's present: nothing is dated after it
 * @example const { tutors, students } = await enrolAccounts(store, { tutors, students }, year, random, now)
 */
export async function enrolAccounts(store: Store, people: Record<'tutors' | 'students', readonly Person[]>, year: SchoolYear, random: Random, now: Date): Promise<Enrolled> {
  const [tutorHash, studentHash] = await Promise.all([hashPassword(DEMO_PASSWORDS.tutor), hashPassword(DEMO_PASSWORDS.student)]);
  const joined = (daysBefore: number) => momentOn(addDays(year.first, -daysBefore), random.int(8, 16), random.int(0, 59), now);
  return store.transaction(async (tx) => {
    const tutors: User[] = [];
    for (const person of people.tutors) tutors.push(await tx.users.create({ ...person, position: 'tutor', passwordHash: tutorHash }, joined(random.int(30, 300))));
    const students: User[] = [];
    for (const person of people.students) students.push(await tx.users.create({ ...person, position: 'student', passwordHash: studentHash }, joined(random.int(0, 20))));
    return { tutors, students };
  });
}
