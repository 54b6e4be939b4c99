/**
 * The caches that hold one user's data: the answers to their API reads, and the files they
 * opened. Named after the user, so one user's requests can only ever be answered from their own.
 * The service worker fills them; it and the pages both clear them.
 */

const ANSWERS = 'studyhall-answers-';
const FILES = 'studyhall-files-';

export function answersCacheOf(userId: string): string {
  return ANSWERS + encodeURIComponent(userId);
}

export function filesCacheOf(userId: string): string {
  return FILES + encodeURIComponent(userId);
}

/** Deletes every user's caches but `keep`'s (all of them when `keep` is null). */
export async function deleteUserCachesExcept(keep: string | null): Promise<void> {
  const kept = keep === null ? [] : [answersCacheOf(keep), filesCacheOf(keep)];
  const names = await caches.keys();
  const doomed = names.filter((name) => (name.startsWith(ANSWERS) || name.startsWith(FILES)) && !kept.includes(name));
  await Promise.all(doomed.map((name) => caches.delete(name)));
}
