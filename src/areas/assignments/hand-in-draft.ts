import { $user } from '../../stores/auth.ts';

/**
 * The answer a student is writing, kept in the tab (sessionStorage) under their id and the
 * assignment's: a reload, offline say, does not lose it, and it goes with the tab, so a shared
 * phone does not keep it. Chosen files cannot be kept: they are chosen again.
 */
export function handInDraft(assignmentId: string) {
  const user = $user.get()?.aud;
  const key = user ? `studyhall:hand-in:${user}:${assignmentId}` : null;
  return {
    read(): string {
      try {
        return (key && sessionStorage.getItem(key)) ?? '';
      } catch {
        return '';
      }
    },
    keep(text: string): void {
      try {
        if (!key) return;
        if (text) sessionStorage.setItem(key, text);
        else sessionStorage.removeItem(key);
      } catch {
        // Storage blocked or full: the answer stays on the page, as before.
      }
    },
  };
}
