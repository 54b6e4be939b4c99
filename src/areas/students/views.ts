import type { User } from '../../../contract/records/user.ts';
import type { StudentsMode } from '../../lib/content/url-mode.ts';
import type { AreaPage } from '../../lib/content/use-area-page.ts';

/** What each view of the Students page gets: the view in the address, and the list. */
export type StudentsPage = AreaPage<StudentsMode, User>;

/** The table: every view's Back leads here. */
export const studentsHome: StudentsMode = { name: 'home' };
