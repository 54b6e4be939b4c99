import { useRef, useState } from 'react';
import { callApi } from '../../lib/api/client.ts';
import { recordPath, showFailure } from '../../lib/content/save-change.ts';
import type { Records } from '../../lib/content/use-records.ts';
import { showToast } from '../../stores/toasts.ts';
import { resultText } from '../../strings/content.ts';
import { DeleteDialog } from './DeleteDialog.tsx';
import type { Column } from './RecordTable.tsx';

export interface DeleteColumnOptions<T> {
  list: Records<T>;
  /** The tutor's list path; a record is deleted at `{listPath}/{id}`. */
  listPath: string;
  /** The record as toasts name it: 'Event' → 'Event deleted'. */
  noun: string;
  /** The column's header, and the start of each button's name: 'Delete' → 'Delete: Sports day'. */
  header: string;
  question: string;
  titleOf: (record: T) => string;
  /** The id the delete question is open for (the address's delete mode), or null. */
  asked: string | null;
  /** Opens the question for `record`. */
  onAsk: (record: T) => void;
  /** Closes the question: Cancel, Escape, or after the delete. */
  onSettle: () => void;
  /** The list's heading, which takes the focus once the row and its button are gone. */
  headingId: string;
}

/**
 * The tutor's delete column: each row's button opens the question naming the record; Ok
 * deletes it, takes it out of the list, refreshes the list and says so; a failure says why.
 *
 * @returns the column, and whether the address asks about a record the list does not have
 */
export function useDeleteColumn<T extends { _id: string }>(options: DeleteColumnOptions<T>): { column: Column<T>; missing: boolean } {
  const { list, listPath, noun, header, question, titleOf, asked, onAsk, onSettle, headingId } = options;
  const [deleting, setDeleting] = useState(false);
  // Records deleted here: their delete mode, still in the address for a moment, is not "not found".
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

  const column: Column<T> = {
    header,
    narrow: true,
    cell: (record) => (
      <DeleteDialog
        label={`${header}: ${titleOf(record)}`}
        question={question}
        name={titleOf(record)}
        open={asked === record._id}
        onOpenChange={(open) => (open ? onAsk(record) : onSettle())}
        busy={deleting}
        onConfirm={() => void deleteRecord(record)}
        onCloseAutoFocus={(event) => {
          // The row and its button are gone: the list's heading takes the focus instead.
          if (!deleted.current.has(record._id)) return;
          event.preventDefault();
          document.getElementById(headingId)?.focus();
        }}
      />
    ),
  };
  const { state } = list;
  const missing = asked !== null && state.status === 'ready' && !deleted.current.has(asked) && !state.records.some(({ _id }) => _id === asked);
  return { column, missing };
}
