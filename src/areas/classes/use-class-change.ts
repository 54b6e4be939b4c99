import type { ChangeOutcome } from '../../lib/content/save-change.ts';
import { useListChange, type ListChange } from '../../lib/content/use-list-change.ts';
import type { Records } from '../../lib/content/use-records.ts';
import { isSchoolClass, withTutors, type ClassRow, type NamedTutor } from './area.ts';

export interface ClassChange extends Omit<ListChange, 'send'> {
  /**
   * Sends a class's change (a new class, a rename, archiving, its tutors, its roster). An answered
   * class shows in the table at once, its tutors named from `known`; the list is then refreshed.
   */
  send: (path: string, method: 'POST' | 'PATCH' | 'PUT', body: Record<string, unknown>, known: readonly NamedTutor[], outcome: ChangeOutcome) => ReturnType<ListChange['send']>;
}

const isClassRow = (value: unknown): value is ClassRow => isSchoolClass(value) && Array.isArray((value as Partial<ClassRow>).tutors);

/**
 * An admin's change to the classes (useListChange): a toast either way, the reason when refused
 * (a name in use), also kept for the dialog to say, and the table showing the change.
 *
 * @param list the page's classes
 * @example const change = useClassChange(list); void change.send(path, 'PATCH', { archived: true }, row.tutors, { place: 'same', done, then: close });
 */
export function useClassChange(list: Records<ClassRow>): ClassChange {
  const change = useListChange(list, isClassRow);
  return {
    ...change,
    // A roster's answer is its students: the refreshed list brings the new count.
    send: (path, method, body, known, outcome) => change.send(path, method, body, outcome, (answer) => (isSchoolClass(answer) ? withTutors(answer, known) : answer)),
  };
}
