import type { AreaPage } from '../../lib/content/use-area-page.ts';
import { useRecordDelete, type RecordDeleteOptions } from '../../lib/content/use-record-delete.ts';
import type { TutorMode } from '../../lib/content/url-mode.ts';
import { DeleteDialog } from './DeleteDialog.tsx';
import type { Column } from './RecordTable.tsx';

export interface DeleteColumnOptions<Mode extends TutorMode, T> extends RecordDeleteOptions<Mode> {
  /** The column's header, and the start of each button's name: 'Delete' → 'Delete: Sports day'. */
  header: string;
  /** The question's words, followed by the record's name. */
  questionText: string;
  titleOf: (record: T) => string;
}

/**
 * The tutor's delete column: each row's button opens the question naming the record; Ok
 * deletes it, takes it out of the list, refreshes the list and says so; a failure says why.
 *
 * @returns the column, the record the address asks about, and whether the list lacks it
 */
export function useDeleteColumn<Mode extends TutorMode, T extends { _id: string }>(
  page: Pick<AreaPage<Mode, T>, 'nav' | 'list'>,
  { header, questionText, titleOf, ...remove }: DeleteColumnOptions<Mode, T>,
) {
  const { asked, missing, questionOf } = useRecordDelete(page, remove);
  const column: Column<T> = {
    header,
    narrow: true,
    cell: (record) => <DeleteDialog label={`${header}: ${titleOf(record)}`} question={questionText} name={titleOf(record)} state={questionOf(record)} />,
  };
  return { column, asked, missing };
}
