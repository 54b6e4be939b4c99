import clsx from 'clsx';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { usePaging } from '../../lib/content/use-paging.ts';
import { NewMarker } from './NewMarker.tsx';
import { Pager } from './Pager.tsx';

export interface Column<T> {
  header: string;
  cell: (record: T) => ReactNode;
  /** The cell that names its row (the title), read out with every other cell of the row. */
  rowHeader?: boolean;
  /** Kept to the width of its content, e.g. a date or a button. */
  narrow?: boolean;
}

export interface RecordTableProps<T extends { _id: string }> {
  records: readonly T[];
  /** The table's name for assistive technology; the view's heading shows it. */
  caption: string;
  columns: readonly Column<T>[];
  /**
   * A click anywhere on a row does what its control does, e.g. ticks its checkbox: a big
   * target on a phone. Clicks on the row's own controls stay theirs; keyboard users use those.
   */
  onRowClick?: (record: T) => void;
  /** Rows shown as chosen, e.g. ticked; say it in a control too (a checkbox), as this is only for the eye. */
  isRowHighlighted?: (record: T) => boolean;
  /** Rows a page shows; a longer list pages through the rest under the table (default PAGE_SIZE). */
  pageSize?: number;
  /** The record whose page is shown: one a question is open about, or the one the user just came back from. */
  holding?: string | null;
  /** Rows marked "New" after the cell naming them: the student has not seen them yet. */
  isNew?: (record: T) => boolean;
}

/** Whether a click landed on a control of its own inside the row. */
const onControl = (event: MouseEvent) => event.target instanceof Element && event.target.closest('a, button, input, label, select, textarea') !== null;

/**
 * Records as a table, a page of them at a time with the pager under it. Narrow screens scroll
 * it sideways inside its frame, never the page.
 */
export function RecordTable<T extends { _id: string }>({ records, caption, columns, onRowClick, isRowHighlighted, pageSize, holding, isNew }: RecordTableProps<T>) {
  const captionId = useId();
  const { page, shown, goTo } = usePaging(records, { size: pageSize, holding });
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-md bg-white ring-1 ring-slate-200">
        <table className="w-full border-collapse text-left">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-slate-100 text-sm text-slate-700">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={clsx('px-3 py-2 font-semibold', column.narrow && 'w-px')}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {shown.map((record) => (
              <tr
                key={record._id}
                onClick={onRowClick && ((event) => !onControl(event) && onRowClick(record))}
                className={clsx(onRowClick && 'h-11 cursor-pointer hover:bg-slate-50', isRowHighlighted?.(record) && 'bg-brand-50 hover:bg-brand-50')}
              >
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.header}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={clsx('px-3 py-2 align-middle font-normal', column.narrow ? 'w-px whitespace-nowrap' : 'min-w-32 break-words')}
                    >
                      {column.cell(record)}
                      {column.rowHeader && isNew?.(record) ? <NewMarker /> : null}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} labelledBy={captionId} onPage={goTo} />
    </div>
  );
}
