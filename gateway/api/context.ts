import type { Mailer } from '../mail/mailer.ts';
import type { Store, User } from '../db/index.ts';

/** What the API's routes need from the outside world, passed in so tests can supply their own. */
export interface ApiDeps {
  store: Store;
  mailer: Mailer;
  /** Signs and checks tokens; also keys the sign-up code hashes. */
  secret: string;
  now: () => Date;
}

/** Hono environment of the API: an authenticated route finds its user here. */
export interface ApiEnv {
  Variables: { user: User };
}
