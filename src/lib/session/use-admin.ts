import { useEffect, useState } from 'react';
import { $user } from '../../stores/auth.ts';
import { callApi } from '../api/client.ts';
import { fieldOf } from '../content/list-answer.ts';

/**
 * Whether the signed-in tutor runs the school, from their profile: `undefined` until known (and
 * when it cannot be read), so admin controls appear only once the server has said so. The server
 * refuses a non-admin's admin calls whatever a page shows.
 *
 * @example const admin = useIsAdmin(); {admin && <NewClassForm />}
 */
export function useIsAdmin(): boolean | undefined {
  const [admin, setAdmin] = useState<boolean>();
  useEffect(() => {
    const claims = $user.get();
    if (claims?.position !== 'tutor') return;
    const controller = new AbortController();
    callApi<unknown>(`/tutor/home/profile?${new URLSearchParams({ id: claims.aud })}`, { signal: controller.signal }).then(
      (answer) => setAdmin(fieldOf(fieldOf(answer, 'user'), 'admin') === true),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return admin;
}
