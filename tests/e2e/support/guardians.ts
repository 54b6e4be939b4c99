import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Pupil } from './attendance.ts';
import { expect } from './fixtures.ts';
import { newAccount, readMailedLink, type Account } from './school.ts';

/** The password every guardian of the tests chooses with their invitation. */
export const GUARDIAN_PASSWORD = 'Parent#2026';

/** A guardian added through the tutor's call, who chose a password with the mailed link: their account. `dataDirectory`: the server's, when it is not the tests' own (the demo school's). */
export async function acceptedGuardian(request: APIRequestContext, tutorToken: string, pupils: readonly Pick<Pupil, 'id'>[], dataDirectory?: string): Promise<Account> {
  const guardian = { ...newAccount(`parent${randomBytes(3).toString('hex')} rao`), password: GUARDIAN_PASSWORD };
  for (const pupil of pupils) {
    const added = await request.post(`/api/tutor/home/students/${pupil.id}/guardians`, { headers: { Authorization: `Bearer ${tutorToken}` }, data: { email: guardian.email } });
    expect(added.status(), await added.text()).toBe(201);
  }
  const token = (await readMailedLink(guardian.email, dataDirectory)).split('#')[1];
  expect((await request.post('/api/invite/accept', { data: { token, password: GUARDIAN_PASSWORD } })).status()).toBe(200);
  return guardian;
}
