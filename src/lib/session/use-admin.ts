import { useEffect, useState } from 'react';
import { $user } from '../../stores/auth.ts';
import { callApi } from '../api/client.ts';
import { fieldOf } from '../content/list-answer.ts';

/** What the server has said of the signed-in tutor. */
export interface AdminAnswer {
  /** Whether they run the school: `undefined` until known, and when it cannot be read. */
  admin: boolean | undefined;
  /** The server has answered, or could not: a view that differs for admins may now be shown without changing under the reader's eyes. */
  settled: boolean;
}

/**
 * Whether the signed-in tutor runs the school, from their profile, so admin controls appear only
 * once the server has said so. The server refuses a non-admin's admin calls whatever a page shows.
 *
 * @example const { admin, settled } = useAdmin(); {settled && <ClassTable admin={admin === true} />}
 */
export function useAdmin(): AdminAnswer {
  // Nobody to ask about without a tutor's token (the guard is taking the visitor to a login).
  const [answer, setAnswer] = useState<AdminAnswer>(() => ({ admin: undefined, settled: $user.get()?.position !== 'tutor' }));
  useEffect(() => {
    const claims = $user.get();
    if (claims?.position !== 'tutor') return;
    const controller = new AbortController();
    callApi<unknown>(`/tutor/home/profile?${new URLSearchParams({ id: claims.aud })}`, { signal: controller.signal }).then(
      (profile) => setAnswer({ admin: fieldOf(fieldOf(profile, 'user'), 'admin') === true, settled: true }),
      () => {
        if (!controller.signal.aborted) setAnswer({ admin: undefined, settled: true });
      },
    );
    return () => controller.abort();
  }, []);
  return answer;
}

/**
 * Whether the signed-in tutor runs the school: `undefined` until known (and when it cannot be read).
 *
 * @example const admin = useIsAdmin(); {admin && <NewClassForm />}
 */
export function useIsAdmin(): boolean | undefined {
  return useAdmin().admin;
}
