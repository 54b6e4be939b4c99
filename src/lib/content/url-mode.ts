/**
 * The view of a content page, kept in the address so Back, Forward and a reload keep it:
 * - tutor: no query is home; `?mode=upload`; `?mode={details|edit|editFile|delete}&id=…`;
 * - student: no query is the list; `?id=…` one record; `?area=notes&id=…` where a page shows
 *   several areas' records (Today's Task).
 * Anything else reads as home, so an old or mistyped address still opens the page.
 */
export type TutorMode =
  | { name: 'home' }
  | { name: 'upload' }
  | { name: 'details' | 'edit' | 'editFile' | 'delete'; id: string };

type TutorModeName = TutorMode['name'];

const recordModes = new Set<TutorModeName>(['details', 'edit', 'editFile', 'delete']);

export function parseTutorMode(search: string): TutorMode {
  const query = new URLSearchParams(search);
  const name = query.get('mode');
  const id = query.get('id');
  if (name === 'upload') return { name };
  if (id && recordModes.has(name as TutorModeName)) return { name: name as 'details', id };
  return { name: 'home' };
}

/** The query of `mode`, with its `?`; empty for home. */
export function tutorModeSearch(mode: TutorMode): string {
  if (mode.name === 'home') return '';
  return `?${new URLSearchParams(mode.name === 'upload' ? { mode: mode.name } : { mode: mode.name, id: mode.id })}`;
}

/** A student's view: the list (`id` null), or one record, of `area` where the page has several. */
export interface StudentView {
  id: string | null;
  area: string | null;
}

export const studentList: StudentView = { id: null, area: null };

export function parseStudentView(search: string): StudentView {
  const query = new URLSearchParams(search);
  const id = query.get('id') || null;
  return { id, area: id ? query.get('area') || null : null };
}

export function studentViewSearch({ id, area }: StudentView): string {
  if (!id) return '';
  return `?${new URLSearchParams(area ? { area, id } : { id })}`;
}
