import { useState } from 'react';
import { callApi } from '../../lib/api/client.ts';
import { saveChange, type ChangeOutcome } from '../../lib/content/save-change.ts';
import type { Records } from '../../lib/content/use-records.ts';
import { isSchoolClass, withTutors, type ClassRow, type NamedTutor } from './area.ts';

export interface ClassChange {
  /** While a change is being sent: the dialog's controls wait. */
  busy: boolean;
  /**
   * Why the last change was refused, until the next is sent: the dialog says it in place, as the
   * page behind a modal dialog (and its toasts) is shut off from assistive technology meanwhile.
   */
  refusal: string | null;
  /**
   * Sends a class's change (a new class, a rename, archiving, its tutors, its roster). An answered
   * class shows in the table at once, its tutors named from `known`; the list is then refreshed.
   */
  send: (path: string, method: 'POST' | 'PATCH' | 'PUT', body: Record<string, unknown>, known: readonly NamedTutor[], outcome: ChangeOutcome) => Promise<void>;
}

const isClassRow = (value: unknown): value is ClassRow => isSchoolClass(value) && Array.isArray((value as Partial<ClassRow>).tutors);

/**
 * An admin's change to the classes, saved as every area saves a change (saveChange): a toast
 * either way, the reason when refused (a name in use), also kept for the dialog to say, and the
 * table showing the change.
 *
 * @param list the page's classes
 * @example const change = useClassChange(list); void change.send(path, 'PATCH', { archived: true }, row.tutors, { place: 'same', done, then: close });
 */
export function useClassChange(list: Records<ClassRow>): ClassChange {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function send(path: string, method: 'POST' | 'PATCH' | 'PUT', body: Record<string, unknown>, known: readonly NamedTutor[], outcome: ChangeOutcome) {
    setBusy(true);
    setRefusal(null);
    await saveChange(
      list,
      isClassRow,
      async () => {
        const answer = await callApi<unknown>(path, { method, body }).catch((error: unknown) => {
          setRefusal(error instanceof Error ? error.message : String(error));
          throw error;
        });
        // A roster's answer is its students: the refreshed list brings the new count.
        return isSchoolClass(answer) ? withTutors(answer, known) : answer;
      },
      outcome,
    );
    setBusy(false);
  }

  return { busy, refusal, send };
}
