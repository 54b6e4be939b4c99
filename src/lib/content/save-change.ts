import { showToast } from '../../stores/toasts.ts';
import { uploadText } from '../../strings/content.ts';
import { ApiError } from '../api/client.ts';
import { isAbort } from '../api/upload.ts';
import type { Records } from './use-records.ts';

export interface ChangeOutcome {
  /** Where the answered record goes in the list: `first` for a new one, its `same` place otherwise. */
  place: 'first' | 'same';
  /** The toast once the server has it: 'Assignment saved'. */
  done: string;
  /** Moves on: back to the view the tutor came from. */
  then: () => void;
}

/**
 * Sends a tutor's change; once the server has it, shows the answered record in the list at
 * once, refreshes the list, says so and moves on. A failure leaves the form as it was and says why.
 *
 * @param list the page's list, updated in place and refreshed
 * @param isRecord whether the server's answer is one record of the list
 * @param send the call
 * @example await saveChange(list, isFileRecord, () => callApi(path, { method: 'PUT', body }), { place: 'same', done: 'Note updated', then: back })
 */
export async function saveChange<T extends { _id: string }>(
  list: Records<T>,
  isRecord: (value: unknown) => value is T,
  send: () => Promise<unknown>,
  { place, done, then }: ChangeOutcome,
): Promise<void> {
  try {
    const answer = await send();
    if (isRecord(answer)) {
      list.change((records) =>
        place === 'first' ? [answer, ...records.filter(({ _id }) => _id !== answer._id)] : records.map((each) => (each._id === answer._id ? answer : each)),
      );
    }
    list.refresh();
    showToast('success', done);
    then();
  } catch (error) {
    showFailure(error, list);
  }
}

/** A cancelled upload is a note; a refusal shows the server's reason; a record gone meanwhile refreshes the list. */
export function showFailure(error: unknown, list: Pick<Records<unknown>, 'refresh'>) {
  if (isAbort(error)) return showToast('info', uploadText.cancelled);
  showToast('error', error instanceof Error ? error.message : String(error));
  if (error instanceof ApiError && error.status === 404) list.refresh();
}

/** One record's calls: `{list path}/{id}`. */
export function recordPath(listPath: string, id: string): string {
  return `${listPath}/${encodeURIComponent(id)}`;
}
