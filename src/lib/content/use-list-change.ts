import { useState } from 'react';
import { callApi } from '../api/client.ts';
import { saveChange, type ChangeOutcome } from './save-change.ts';
import type { Records } from './use-records.ts';

export interface ListChange {
  /** While a change is being sent: the dialog's controls wait. */
  busy: boolean;
  /**
   * Why the last change was refused, until the next is sent: a dialog says it in place, as the
   * page behind a modal dialog (and its toasts) is shut off from assistive technology meanwhile.
   */
  refusal: string | null;
  /**
   * Sends a change of the list's records, as every area saves one (saveChange): the record
   * `toRecord` finds in the answer shows in the list at once, the list is refreshed, a toast says
   * so. Resolves with the server's answer once it has the change, or null when it was refused (a toast says why).
   */
  send: (
    path: string,
    method: 'POST' | 'PATCH' | 'PUT',
    body: Record<string, unknown> | undefined,
    outcome: ChangeOutcome,
    toRecord?: (answer: unknown) => unknown,
  ) => Promise<{ answer: unknown } | null>;
}

/**
 * An admin's changes to a list of the school's (its classes, its tutors), each sent from a dialog
 * or a row's button, keeping the reason of a refusal for the dialog to say.
 *
 * @param list the page's list
 * @param isRecord whether what `toRecord` finds in an answer is one record of the list
 * @example const change = useListChange(list, isTutorEntry); void change.send(path, 'PATCH', { blocked: true }, { place: 'same', done, then: close }, tutorIn);
 */
export function useListChange<T extends { _id: string }>(list: Records<T>, isRecord: (value: unknown) => value is T): ListChange {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function send(path: string, method: 'POST' | 'PATCH' | 'PUT', body: Record<string, unknown> | undefined, outcome: ChangeOutcome, toRecord = (answer: unknown) => answer) {
    setBusy(true);
    setRefusal(null);
    let saved: { answer: unknown } | null = null;
    await saveChange(
      list,
      isRecord,
      async () => {
        const answer = await callApi<unknown>(path, { method, body }).catch((error: unknown) => {
          setRefusal(error instanceof Error ? error.message : String(error));
          throw error;
        });
        saved = { answer };
        return toRecord(answer);
      },
      outcome,
    );
    setBusy(false);
    return saved;
  }

  return { busy, refusal, send };
}
