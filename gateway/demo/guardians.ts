import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password.ts';
import type { Store, User } from '../db/index.ts';
import { DEMO_PASSWORDS } from './accounts.ts';
import { DEMO_MAIL_DOMAIN, type Person } from './names.ts';
import type { Random } from './random.ts';

/** Where the guardians' addresses are: at home, not at the school. */
export const GUARDIAN_MAIL_DOMAIN = 'home.example';
/** One family in this many has two children at the school, with one guardian account for both. */
const TWO_CHILDREN_EVERY = 10;

/** The guardians made: accounts, and their links to children (more links than accounts: siblings). */
export interface GuardianCounts {
  guardians: number;
  links: number;
  /** Guardians with two children at the school. */
  withTwoChildren: number;
}

/** The guardians written, and the address of the first student's guardian, for the demo's logins. */
export interface Guardians {
  counts: GuardianCounts;
  firstStudents: string;
}

/**
 * Gives every student a guardian account, linked as a tutor's "Add guardian" links one: one
 * family in TWO_CHILDREN_EVERY has two children at the school (two students drawn at random,
 * so mostly in different classes) and one account for both. Each address is also kept among
 * the student's guardians' e-mails, as that call keeps it, so the students' export lists it.
 * Accounts share one password, hashed once as the other demo accounts' are, so a guardian logs
 * in at once. Written in bulk (a statement per few hundred rows) in one transaction.
 *
 * @param store the school's database
 * @param students every student
 * @param nextPerson makes each guardian's name and address (moved to GUARDIAN_MAIL_DOMAIN)
 * @param random where the families are drawn from
 * @param now when the accounts were made
 * @throws RangeError when there are no students to give guardians to
 * @example const { counts, firstStudents } = await writeGuardians(store, students, personMaker(random.fork('guardians')), random, now)
 */
export async function writeGuardians(store: Store, students: readonly User[], nextPerson: () => Person, random: Random, now: Date): Promise<Guardians> {
  if (students.length === 0) throw new RangeError('A demo school needs students to give guardians to');
  const passwordHash = await hashPassword(DEMO_PASSWORDS.guardian);
  const families = familiesOf(random.shuffled(students));
  const accounts = families.map(() => {
    const person = nextPerson();
    return { id: randomUUID(), fname: person.fname, email: person.email.replace(`@${DEMO_MAIL_DOMAIN}`, `@${GUARDIAN_MAIL_DOMAIN}`), passwordHash };
  });
  const links = families.flatMap((children, index) => children.map((child) => ({ guardianId: (accounts[index] as (typeof accounts)[number]).id, studentId: child._id })));
  const emailOf = new Map<string, string>(accounts.map((account) => [account.id, account.email]));
  await store.transaction(async (tx) => {
    await tx.guardians.addAccounts(accounts, now);
    await tx.guardians.linkAll(links, now);
    await tx.studentImport.addGuardians(links.map(({ guardianId, studentId }) => ({ studentId, email: emailOf.get(guardianId) as string })));
  });
  return {
    counts: { guardians: accounts.length, links: links.length, withTwoChildren: families.filter((children) => children.length === 2).length },
    firstStudents: emailOf.get(links.find((link) => link.studentId === (students[0] as User)._id)?.guardianId ?? '') as string,
  };
}

/** The students in families of one child, but every TWO_CHILDREN_EVERY-th family, which has two. */
function familiesOf(students: readonly User[]): User[][] {
  const families: User[][] = [];
  for (let at = 0; at < students.length; ) {
    const size = families.length % TWO_CHILDREN_EVERY === TWO_CHILDREN_EVERY - 1 ? 2 : 1;
    families.push(students.slice(at, at + size));
    at += size;
  }
  return families;
}
