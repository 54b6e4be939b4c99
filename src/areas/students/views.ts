import type { User } from '../../../contract/records/user.ts';
import type { StudentsMode } from '../../lib/content/url-mode.ts';
import type { Records } from '../../lib/content/use-records.ts';
import type { UrlMode } from '../../lib/content/use-url-mode.ts';

/** What each view of the Students page gets: the view in the address, and the list. */
export interface StudentViewProps {
  nav: UrlMode<StudentsMode>;
  list: Records<User>;
}

/** The table: every view's Back leads here. */
export const studentsHome: StudentsMode = { name: 'home' };
