import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORDS } from '../../../gateway/demo/accounts.ts';
import { openStore, type PagePosition } from '../../../gateway/db/index.ts';
import { acceptedGuardian } from './guardians.ts';
import { apiToken, type Account } from './school.ts';

// The demo school the second server of playwright.config.ts holds: 2,000 students and a year of
// records, made by `node gateway/cli/demo.ts` before that server starts.

/** The demo school's server (see playwright.config.ts). */
export const demoSchoolURL = (): string => process.env.E2E_DEMO_URL ?? '';

const demoDataDir = (): string => process.env.E2E_DEMO_DATA_DIR ?? '';

/**
 * A new guardian of the demo school's first student, added by its first tutor and who chose a
 * password with the mailed invitation, as a school does it (the demo's own guardians skip the
 * mail): their account and the child's id.
 * `request` must speak to the demo school's server.
 */
export async function demoGuardian(request: APIRequestContext): Promise<{ guardian: Account; childId: string }> {
  const { tutor, student } = await demoAccounts();
  const store = await openStore(demoDataDir());
  const child = await store.users.findByEmail(student.email).finally(() => store.close());
  if (!child) throw new Error(`the demo school has no ${student.email}`);
  const guardian = await acceptedGuardian(request, await apiToken(request, 'tutor', tutor), [{ id: child._id }], demoDataDir());
  return { guardian, childId: child._id };
}

/**
 * The first account of each role in the demo school, read from its data folder as a school
 * admin would look one up; every account of a role shares the demo's password.
 */
export async function demoAccounts(): Promise<Record<PagePosition, Account>> {
  const store = await openStore(demoDataDir());
  try {
    const first = async (position: PagePosition): Promise<Account> => {
      const [user] = await store.users.listByPosition(position);
      if (!user) throw new Error(`the demo school has no ${position}`);
      return { fname: user.fname, email: user.email, contact: user.contact, password: DEMO_PASSWORDS[position] };
    };
    return { tutor: await first('tutor'), student: await first('student') };
  } finally {
    await store.close();
  }
}
