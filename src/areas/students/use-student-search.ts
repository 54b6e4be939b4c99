import { useMemo, useState } from 'react';
import type { User } from '../../../contract/records/user.ts';
import { fieldOf, recordsIn, type ListEndpoint } from '../../lib/content/list-answer.ts';
import { useRecords, type ListState, type Records } from '../../lib/content/use-records.ts';
import { contentText } from '../../strings/content.ts';
import { isUser } from './area.ts';
import { searchPath, STUDENTS_PER_PAGE, type StudentFilter } from './students-view.ts';

/** One page of the students a search finds, and how many it found in all, named by its call. */
interface FoundPage {
  _id: string;
  students: User[];
  total: number;
}

/** The students the table shows, loaded, changed and refreshed as any list; and how many the search found. */
export interface StudentSearch {
  list: Records<User>;
  total: number;
  /** Whether the students shown are a former search's, while this one's are on their way. */
  stale: boolean;
}

/** A search's answer as a list of its one page, so it shows loading, failed or found like any list. */
function foundPage(path: string): ListEndpoint<FoundPage> {
  return {
    path,
    readList: (answer) => {
      const total = fieldOf(answer, 'total');
      if (typeof total !== 'number') throw new Error(contentText.unreadableList);
      return [{ _id: path, students: recordsIn(fieldOf(answer, 'students'), isUser), total }];
    },
  };
}

/**
 * The page of students `filter` asks the server for; a page past the last (an old address, the
 * list shrunk) is asked again as the last, as the pager then shows it. A new search keeps the
 * former students on screen (marked stale) until its own arrive, so the table does not flash its
 * skeleton as the tutor types; a change to a student shows in place, then the page is asked again.
 *
 * @param filter the table's filter, from the address
 * @example const { list, total } = useStudentSearch(nav.mode.filter)
 */
export function useStudentSearch(filter: StudentFilter): StudentSearch {
  const [lastPage, setLastPage] = useState(Number.POSITIVE_INFINITY);
  const path = searchPath({ ...filter, page: Math.min(filter.page, lastPage) });
  const endpoint = useMemo(() => foundPage(path), [path]);
  const found = useRecords(endpoint);
  const answered = found.state.status === 'ready' ? found.state.records[0] : undefined;
  const answeredLast = answered ? Math.max(1, Math.ceil(answered.total / STUDENTS_PER_PAGE)) : lastPage;
  // Adjusting state while rendering, as React advises for state that follows a prop.
  if (answeredLast !== lastPage) setLastPage(answeredLast);
  return useMemo(() => {
    const page = found.state.status === 'ready' ? found.state.records[0] : undefined;
    const state: ListState<User> = page ? { status: 'ready', records: page.students } : found.state.status === 'ready' ? { status: 'loading' } : found.state;
    const change = (edit: (students: readonly User[]) => readonly User[]) => found.change((pages) => pages.map((each) => ({ ...each, students: [...edit(each.students)] })));
    return { list: { state, retry: found.retry, refresh: found.refresh, change }, total: page?.total ?? 0, stale: page !== undefined && page._id !== path };
  }, [found, path]);
}
