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
 * Records as a table, a page of them at a time with the pager under it. On a phone (under 640 px)
 * each row is a card: its cells one under another, each but the row's name under its column's
 * header, so every cell and action is in view without scrolling sideways. The roles are written
 * out because browsers drop a table's semantics once its parts are not displayed as one.
 */
export function RecordTable<T extends { _id: string }>({ records, caption, columns, onRowClick, isRowHighlighted, pageSize, holding, isNew }: RecordTableProps<T>) {
  const captionId = useId();
  const { page, shown, goTo } = usePaging(records, { size: pageSize, holding });
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-md bg-white ring-1 ring-slate-200">
        <table role="table" className="w-full border-collapse text-start max-sm:block">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-slate-100 text-sm text-slate-700 max-sm:sr-only">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.header} role="columnheader" scope="col" className={clsx('px-3 py-2 font-semibold', column.narrow && 'w-px')}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 max-sm:block">
            {shown.map((record) => (
              <tr
                key={record._id}
                role="row"
                onClick={onRowClick && ((event) => !onControl(event) && onRowClick(record))}
                className={clsx('max-sm:flex max-sm:flex-col max-sm:py-2', onRowClick && 'h-11 cursor-pointer hover:bg-slate-50 max-sm:h-auto', isRowHighlighted?.(record) && 'bg-brand-50 hover:bg-brand-50')}
              >
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.header}
                      role={column.rowHeader ? 'rowheader' : 'cell'}
                      scope={column.rowHeader ? 'row' : undefined}
                      // On a phone the header row is out of sight: each cell shows its column's header above it, as generated content with no text of its own for assistive technology (which has the column's header already) or for the cell's text.
                      data-label={column.rowHeader ? undefined : column.header}
                      className={clsx(
                        'px-3 py-2 align-middle font-normal max-sm:block max-sm:w-auto max-sm:min-w-0 max-sm:py-1',
                        'max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)_/_""]',
                        column.narrow ? 'w-px whitespace-nowrap max-sm:whitespace-normal' : 'min-w-32 break-words',
                        column.rowHeader && 'max-sm:font-semibold',
                      )}
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
