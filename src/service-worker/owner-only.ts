import type { SerwistPlugin } from 'serwist';
import { SAVED_AT_HEADER } from '../lib/offline/worker-messages.ts';
import { stillOwnedBy } from './owner.ts';

/**
 * Keeps a successful answer for `userId` only while they still own the saved data, stamped with
 * when it was saved (the offline banner shows that time). A write that finishes after the user
 * signed out, or after someone else signed in, is dropped; one that raced the change and landed
 * anyway takes its whole cache with it. Listed first: the plugins after it find no cache then.
 */
export function ownerOnly(userId: string): SerwistPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      if (!response || response.status !== 200 || !stillOwnedBy(userId)) return null;
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT_HEADER, String(Date.now()));
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    },
    cacheDidUpdate: async ({ cacheName }) => {
      if (!stillOwnedBy(userId)) await caches.delete(cacheName);
    },
  };
}
