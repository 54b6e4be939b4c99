import { parseStudentsMode, tutorModeSearch, type StudentsMode } from '../../lib/content/url-mode.ts';
import { studentsList } from './area.ts';

/** Students a page of the table holds. */
export const STUDENTS_PER_PAGE = 50;

/** Which students the table shows: a search, a class, blocked or not, and the page. */
export interface StudentFilter {
  /** A name, an e-mail or an admission number, as typed; empty for everyone. */
  q: string;
  /** A class's id; empty for every class. */
  classId: string;
  /** `true` for blocked students only, `false` for those not blocked, empty for both. */
  blocked: '' | 'true' | 'false';
  /** From 1. */
  page: number;
}

/**
 * The Students page's view: its mode (the table, a student's details, edit, the block and the
 * password reset questions, the admins' import) and the table's filter, both kept in the address
 * (`?mode=details&id=…&q=asha&class=…&page=2`, `?mode=import`), so Back and a reload return to
 * the same students, whichever view is open.
 */
export type StudentsView = StudentsMode & { filter: StudentFilter };

export const noFilter: StudentFilter = { q: '', classId: '', blocked: '', page: 1 };

/** The table with `filter`: every view's Back leads here. */
export const tableOf = (filter: StudentFilter): StudentsView => ({ name: 'home', filter });

/** Whether the filter narrows the list at all: an empty table then says nothing matched, not that nobody signed up. */
export const isFiltered = ({ q, classId, blocked }: StudentFilter): boolean => Boolean(q || classId || blocked);

/** Reads the view from the address; anything unknown reads as the whole list's first page. */
export function parseStudentsView(search: string): StudentsView {
  const query = new URLSearchParams(search);
  const blocked = query.get('blocked');
  const page = Number(query.get('page'));
  const filter: StudentFilter = {
    q: query.get('q')?.trim() ?? '',
    classId: query.get('class') ?? '',
    blocked: blocked === 'true' || blocked === 'false' ? blocked : '',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
  return { ...parseStudentsMode(search), filter };
}

/** The view's query, with its `?`, leaving out what is as it starts; `''` for the whole list's first page. */
export function studentsViewSearch(view: StudentsView): string {
  const query = new URLSearchParams(tutorModeSearch(view));
  for (const [name, value] of filterParameters(view.filter)) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The students the table shows, as the server searches them: always a page of STUDENTS_PER_PAGE with its total. */
export function searchPath(filter: StudentFilter): string {
  const query = new URLSearchParams([...filterParameters(filter), ['limit', String(STUDENTS_PER_PAGE)]]);
  if (!query.has('page')) query.set('page', '1');
  return `${studentsList.path}?${query}`;
}

function filterParameters({ q, classId, blocked, page }: StudentFilter): [string, string][] {
  const parameters: [string, string][] = [];
  if (q) parameters.push(['q', q]);
  if (classId) parameters.push(['class', classId]);
  if (blocked) parameters.push(['blocked', blocked]);
  if (page > 1) parameters.push(['page', String(page)]);
  return parameters;
}
