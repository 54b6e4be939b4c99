import { usePaging } from '../../lib/content/use-paging.ts';
import { NewMarker } from './NewMarker.tsx';
import { Pager } from './Pager.tsx';
import { RecordLink } from './RecordLink.tsx';

export interface RecordListProps<T extends { _id: string }> {
  records: readonly T[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  titleOf: (record: T) => string;
  /** Shown before each title; left out, the list shows titles only. */
  dateOf?: (record: T) => string;
  hrefOf: (record: T) => string;
  onOpen: (record: T) => void;
  /** Records a page shows; a longer list pages through the rest under it (default PAGE_SIZE). */
  pageSize?: number;
  /** The record whose page is shown: the one the user just came back from. */
  holding?: string | null;
  /** Records marked "New" after their title: the student has not seen them yet. */
  isNew?: (record: T) => boolean;
}

/**
 * Records as a list of links, each with its date where given (the student's assignments, Today's
 * Task), a page of them at a time with the pager under it.
 */
export function RecordList<T extends { _id: string }>({ records, labelledBy, titleOf, dateOf, hrefOf, onOpen, pageSize, holding, isNew }: RecordListProps<T>) {
  const { page, shown, goTo } = usePaging(records, { size: pageSize, holding });
  return (
    <div className="flex flex-col gap-4">
      <ul aria-labelledby={labelledBy} className="divide-y divide-slate-200 rounded-md bg-white ring-1 ring-slate-200">
        {shown.map((record) => {
          const markerId = isNew?.(record) ? `${labelledBy}-new-${record._id}` : undefined;
          return (
            <li key={record._id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-3">
              {dateOf ? <span className="shrink-0 text-sm text-slate-600 tabular-nums">{dateOf(record)}</span> : null}
              <span className="min-w-0">
                <RecordLink href={hrefOf(record)} onOpen={() => onOpen(record)} describedBy={markerId}>
                  {titleOf(record)}
                </RecordLink>
                {markerId ? <NewMarker id={markerId} /> : null}
              </span>
            </li>
          );
        })}
      </ul>
      <Pager page={page} labelledBy={labelledBy} onPage={goTo} />
    </div>
  );
}
