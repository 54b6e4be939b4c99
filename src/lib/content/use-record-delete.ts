import { useRef, useState } from 'react';
import { showToast } from '../../stores/toasts.ts';
import { resultText } from '../../strings/content.ts';
import { callApi } from '../api/client.ts';
import { recordPath, showFailure } from './save-change.ts';
import type { Records } from './use-records.ts';

export interface RecordDeleteOptions<T> {
  list: Records<T>;
  /** The tutor's list path; a record is deleted at `{listPath}/{id}`. */
  listPath: string;
  /** The record as toasts name it: 'Event' → 'Event deleted'. */
  noun: string;
  /** Closes the question once the record is deleted. */
  onSettle: () => void;
}

/**
 * Deletes a record when a tutor confirms: takes it out of the list, refreshes the list and says
 * so; a failure says why and leaves the question open.
 *
 * @returns whether a delete runs, the ids deleted here (their delete mode, still in the address
 *   for a moment, is not "not found"), and the delete itself
 */
export function useRecordDelete<T extends { _id: string }>({ list, listPath, noun, onSettle }: RecordDeleteOptions<T>) {
  const [deleting, setDeleting] = useState(false);
  const deleted = useRef(new Set<string>());

  async function deleteRecord(record: T) {
    setDeleting(true);
    try {
      await callApi(recordPath(listPath, record._id), { method: 'DELETE' });
      deleted.current.add(record._id);
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

  return { deleting, deleted: deleted.current, deleteRecord };
}
