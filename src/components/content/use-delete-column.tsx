import { useRecordDelete } from '../../lib/content/use-record-delete.ts';
import type { Records } from '../../lib/content/use-records.ts';
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
  const { deleting, deleteRecord, onCloseAutoFocus, missing } = useRecordDelete({ list, asked, headingId, listPath, noun, onSettle });

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
        onCloseAutoFocus={onCloseAutoFocus(record._id)}
      />
    ),
  };
  return { column, missing };
}
