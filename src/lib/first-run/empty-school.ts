/**
 * Reveals the landing page's note when the school has no tutor yet (`GET /setup`), so whoever
 * opens a new school's site learns how to begin. A failed ask leaves the note hidden: a school
 * already running must never be told it is empty.
 */
export function showWhenSchoolIsEmpty(note: HTMLElement | null): void {
  if (!note) return;
  // A plain fetch: the landing page carries no API client.
  fetch('/api/setup')
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .then((answer) => {
      if (typeof answer === 'object' && answer !== null && 'needed' in answer && answer.needed === true) note.hidden = false;
    })
    .catch(() => undefined);
}
