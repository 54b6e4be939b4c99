import { useRef, useState } from 'react';
import { showToast } from '../../stores/toasts.ts';
import { resultText } from '../../strings/content.ts';
import { callApi } from '../api/client.ts';
import { recordPath, showFailure } from './save-change.ts';
import type { Records } from './use-records.ts';

export interface RecordDeleteOptions<T> {
  list: Records<T>;
  /** The id the delete question is open for (the address's delete mode), or null. */
  asked: string | null;
  /** The list's heading, which takes the focus once the record and its button are gone. */
  headingId: string;
  /** The tutor's list path; a record is deleted at `{listPath}/{id}`. */
  listPath: string;
  /** The record as toasts name it: 'Event' → 'Event deleted'. */
  noun: string;
  /** Closes the question once the record is deleted. */
  onSettle: () => void;
}

/**
 * After an item is removed with its button, the question closing over it cannot return the
 * focus there: the list's heading takes it instead.
 *
 * @param headingId the id of the list's heading
 * @returns the ids removed here, and the question's `onCloseAutoFocus` for an item
 */
export function useFocusAfterRemoval(headingId: string) {
  const removed = useRef(new Set<string>());
  return {
    removed: removed.current,
    onCloseAutoFocus: (id: string) => (event: Event) => {
      if (!removed.current.has(id)) return;
      event.preventDefault();
      document.getElementById(headingId)?.focus();
    },
  };
}

/**
 * Deletes a record when a tutor confirms: takes it out of the list, refreshes the list and says
 * so; a failure says why and leaves the question open.
 *
 * @returns whether a delete runs, the delete itself, the question's `onCloseAutoFocus` for a
 *   record, and whether the address asks about a record the list does not have (one deleted here
 *   meanwhile is not "not found")
 */
export function useRecordDelete<T extends { _id: string }>({ list, asked, headingId, listPath, noun, onSettle }: RecordDeleteOptions<T>) {
  const [deleting, setDeleting] = useState(false);
  const { removed, onCloseAutoFocus } = useFocusAfterRemoval(headingId);

  async function deleteRecord(record: T) {
    setDeleting(true);
    try {
      await callApi(recordPath(listPath, record._id), { method: 'DELETE' });
      removed.add(record._id);
      list.change((records) => records.filter(({ _id }) => _id !== record._id));
      list.refresh();
      showToast('success', resultText.deleted(noun));
      onSettle();
    } catch (error) {
      showFailure(error, list);
    } finally {
      setDeleting(false);
    }
  }

  const { state } = list;
  const missing = asked !== null && state.status === 'ready' && !removed.has(asked) && !state.records.some(({ _id }) => _id === asked);
  return { deleting, deleteRecord, onCloseAutoFocus, missing };
}
