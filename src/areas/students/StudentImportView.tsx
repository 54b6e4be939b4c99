import { lazy, Suspense } from 'react';
import { BackButton, ViewHeader } from '../../components/content/ViewHeader.tsx';
import { serverMessages } from '../../../contract/strings/common.ts';
import { studentsText as text } from '../../strings/students.ts';
import type { StudentImportProps } from './StudentImport.tsx';
import { homeOf, type StudentsPage } from './views.ts';

/** Said instead of the import when its code could not be fetched (the device went offline since the page loaded). */
function ImportUnavailable(_: StudentImportProps) {
  return (
    <p role="alert" className="text-danger-700">
      {serverMessages.offline}
    </p>
  );
}

// Loaded when the view opens: the table carries none of it (tests/budget/budgets.json).
const StudentImport = lazy(() => import('./StudentImport.tsx').catch(() => ({ default: ImportUnavailable })));

/**
 * The admins' import of students (`?mode=import`, issue 25): its heading and Back, then the
 * import itself once its code has come. A tutor who is not an admin is told it is the admins';
 * the server refuses them anyway.
 */
export function StudentImportView({ page: { nav, admin }, onImported }: { page: StudentsPage } & StudentImportProps) {
  const waiting = <p className="min-h-64 text-sm text-slate-700">{text.loadingImport}</p>;
  return (
    <section className="flex flex-col gap-4">
      <ViewHeader focus={nav.moved} action={<BackButton onClick={() => nav.returnTo(homeOf(nav))} />}>
        {text.importStudents}
      </ViewHeader>
      {admin === false ? (
        <p>{text.importForAdmins}</p>
      ) : admin ? (
        <Suspense fallback={waiting}>
          <StudentImport onImported={onImported} />
        </Suspense>
      ) : (
        waiting
      )}
    </section>
  );
}
