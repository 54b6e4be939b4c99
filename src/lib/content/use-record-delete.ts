import { useRef, useState } from 'react';
import { showToast } from '../../stores/toasts.ts';
import { resultText } from '../../strings/content.ts';
import { callApi } from '../api/client.ts';
import { askedAbout, questionToggle, type ModeQuestion, type QuestionState } from './mode-question.ts';
import { recordPath, showFailure } from './save-change.ts';
import type { TutorMode } from './url-mode.ts';
import type { AreaPage } from './use-area-page.ts';
import { lacksRecord } from './use-records.ts';

export interface RecordDeleteOptions<Mode extends TutorMode> {
  /** The delete question's mode, and the list it is asked over. */
  question: ModeQuestion<Mode>;
  /** The list's heading, which takes the focus once the record and its button are gone. */
  headingId: string;
  /** The tutor's list path; a record is deleted at `{listPath}/{id}`. */
  listPath: string;
  /** The record as toasts name it: 'Event' → 'Event deleted'. */
  noun: string;
}

/**
 * After an item is removed with its button, the question closing over it cannot return the
 * focus there: the list's heading takes it instead.
 *
 * @param headingId the id of the list's heading
 * @returns the ids removed here, `remove` to add one, and the question's `onCloseAutoFocus` for an item
 */
export function useFocusAfterRemoval(headingId: string) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  // The closing question calls the handler of its last render, from before the removal: it reads the ids of now.
  const removedNow = useRef(removed);
  return {
    removed,
    remove: (id: string) => {
      removedNow.current = new Set(removedNow.current).add(id);
      setRemoved(removedNow.current);
    },
    onCloseAutoFocus: (id: string) => (event: Event) => {
      if (!removedNow.current.has(id)) return;
      event.preventDefault();
      document.getElementById(headingId)?.focus();
    },
  };
}

/**
 * Deletes a record when a tutor confirms: takes it out of the list, refreshes the list, says
 * so and closes the question; a failure says why and leaves the question open.
 *
 * @returns the record the address asks about, whether the list lacks it (one deleted here
 *   meanwhile is not "not found"), and each record's question as its dialog takes it
 */
export function useRecordDelete<Mode extends TutorMode, T extends { _id: string }>(
  { nav, list }: Pick<AreaPage<Mode, T>, 'nav' | 'list'>,
  { question, headingId, listPath, noun }: RecordDeleteOptions<Mode>,
) {
  const [deleting, setDeleting] = useState(false);
  const { removed, remove, onCloseAutoFocus } = useFocusAfterRemoval(headingId);
  const asked = askedAbout(nav.mode, question);

  async function deleteRecord(record: T) {
    setDeleting(true);
    try {
      await callApi(recordPath(listPath, record._id), { method: 'DELETE' });
      remove(record._id);
      list.change((records) => records.filter(({ _id }) => _id !== record._id));
      list.refresh();
      showToast('success', resultText.deleted(noun));
      nav.returnTo(question.over);
    } catch (error) {
      showFailure(error, list);
    } finally {
      setDeleting(false);
    }
  }

  const questionOf = (record: T): QuestionState => ({
    ...questionToggle(nav, question, record._id),
    busy: deleting,
    onConfirm: () => void deleteRecord(record),
    onCloseAutoFocus: onCloseAutoFocus(record._id),
  });
  const missing = asked !== null && !removed.has(asked) && lacksRecord(list.state, asked);
  return { asked, missing, questionOf };
}
