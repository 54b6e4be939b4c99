import { newInvitationToken } from './auth/invitation-token.ts';
import type { Store } from './db/index.ts';

const HOUR = 60 * 60 * 1000;

/** How long a setup link works; each start prints a fresh one while the school has no tutor. */
export const SETUP_LINK_VALID_HOURS = 24;

/** Where a setup link opens; its secret rides in the fragment, which no server or log sees. */
export const SETUP_PAGE = '/setup';

/** Whether the school has no tutor yet: nobody can log in to run it. */
export async function schoolIsEmpty(store: Store): Promise<boolean> {
  return (await store.users.listByPosition('tutor')).length === 0;
}

/**
 * The line `npm start` prints for a school with no tutor: a one-time link to the page that
 * creates the first admin, or the command that does the same. Undefined once a tutor exists.
 */
export async function firstRunLine(store: Store, publicUrl: URL, now: Date): Promise<string | undefined> {
  if (!(await schoolIsEmpty(store))) return undefined;
  const { token, tokenHash } = newInvitationToken();
  await store.invitations.issue({ tokenHash, purpose: 'setup', expiresAt: new Date(now.getTime() + SETUP_LINK_VALID_HOURS * HOUR) }, now);
  const link = new URL(SETUP_PAGE, publicUrl);
  link.hash = token;
  return `No tutor yet: open ${link.href} within ${SETUP_LINK_VALID_HOURS} hours to create the school's first admin (or run: npm run tutor -- add --email E --name N --contact C).`;
}
