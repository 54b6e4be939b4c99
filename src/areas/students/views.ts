import type { User } from '../../../contract/records/user.ts';
import type { Records } from '../../lib/content/use-records.ts';
import type { UrlMode } from '../../lib/content/use-url-mode.ts';
import type { SchoolClass } from '../../../contract/records/school-class.ts';
import { tableOf, type StudentsView } from './students-view.ts';

/** What each view of the Students page gets: the view in the address, the page of students, the classes by name, and whether the tutor is an admin. */
export interface StudentsPage {
  nav: UrlMode<StudentsView>;
  list: Records<User>;
  /** How many students the filter finds, on every page. */
  total: number;
  /** Whether the students shown are a former search's, while this one's are on their way. */
  stale: boolean;
  classes: readonly SchoolClass[];
  /** Whether the tutor runs the school (the import is theirs); undefined until the server has said. */
  admin: boolean | undefined;
}

/** The table as the address last filtered it: every view's Back leads there. */
export const homeOf = (nav: UrlMode<StudentsView>): StudentsView => tableOf(nav.mode.filter);
