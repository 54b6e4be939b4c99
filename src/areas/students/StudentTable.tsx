import clsx from 'clsx';
import { MissingRecord } from '../../components/content/ListViews.tsx';
import { DataState } from '../../components/content/DataState.tsx';
import { Pager } from '../../components/content/Pager.tsx';
import { modeOpener } from '../../components/content/record-columns.tsx';
import { RecordTable } from '../../components/content/RecordTable.tsx';
import { ViewHeader } from '../../components/content/ViewHeader.tsx';
import { DownloadButton } from '../../components/content/DownloadButton.tsx';
import { Button } from '../../components/ui/button.tsx';
import { askedAbout, questionToggle, type ModeQuestion } from '../../lib/content/mode-question.ts';
import { pageOf } from '../../lib/content/paging.ts';
import { recordPath } from '../../lib/content/save-change.ts';
import { useChange } from '../../lib/content/use-change.ts';
import { lacksRecord } from '../../lib/content/use-records.ts';
import type { User } from '../../../contract/records/user.ts';
import { studentsText as text } from '../../strings/students.ts';
import { isUser, studentsCsv, studentsList } from './area.ts';
import { studentColumns, studentName } from './student-columns.tsx';
import { StudentFilters } from './StudentFilters.tsx';
import { isFiltered, STUDENTS_PER_PAGE, tableOf, type StudentFilter, type StudentsView } from './students-view.ts';
import { usePasswordReset } from './use-password-reset.ts';
import { homeOf, type StudentsPage } from './views.ts';

const HEADING_ID = 'students-heading';

/** Asked over the table with its filter, which stays as it was. */
const questionOver = (name: 'block' | 'resetPassword', filter: StudentFilter): ModeQuestion<StudentsView> => ({ ask: (id) => ({ name, id, filter }), over: tableOf(filter) });

/**
 * The home view (spec §2): the filters, then the table of Roll No, Name (with the e-mail),
 * Classes and Actions, a page at a time. The block and the password reset questions open over it
 * (`?mode=block&id=…`, `?mode=resetPassword&id=…`); once the server has a block, the row shows
 * the new state in place. Beside the heading: the students as a CSV file, and for an admin, the import.
 */
export function StudentTable({ page }: { page: StudentsPage }) {
  const { nav, list, total, stale, classes } = page;
  const { filter } = nav.mode;
  const change = useChange(list, isUser);
  const reset = usePasswordReset(list);
  const blockQuestion = questionOver('block', filter);
  const resetQuestion = questionOver('resetPassword', filter);
  const asked = askedAbout(nav.mode, blockQuestion) ?? askedAbout(nav.mode, resetQuestion);
  const toHome = () => nav.returnTo(homeOf(nav));
  const shown = pageOf(total, STUDENTS_PER_PAGE, filter.page);

  function toggleBlock(student: User) {
    const blocked = !student.blocked;
    const done = (blocked ? text.nowBlocked : text.nowUnblocked)(studentName(student));
    void change.send(recordPath(studentsList.path, student._id), 'PATCH', { blocked }, { place: 'same', done, then: toHome });
  }

  if (asked !== null && lacksRecord(list.state, asked)) return <MissingRecord focus={nav.moved} onBack={toHome} />;
  return (
    <section className="flex flex-col gap-4">
      <ViewHeader
        focus={nav.moved}
        id={HEADING_ID}
        action={
          // On a phone, a line of its own that fills from the start: a slow connection paints the
          // buttons half-arrived, and they grow away from what is painted. The import is held in
          // place, unseen (neither read out nor reached), until the server says whether the
          // tutor is an admin; on a phone it is last and on a wide screen first, away from the
          // row's end, so taking it away from a tutor who is not moves nothing.
          <div className="flex flex-wrap gap-2 max-sm:basis-full">
            <DownloadButton path={studentsCsv.path} fileName={studentsCsv.fileName} label={text.downloadCsv} />
            {page.admin === false ? null : (
              <Button
                aria-label={text.importStudents}
                className={clsx('sm:order-first', !page.admin && 'invisible')}
                onClick={() => nav.open({ name: 'import', filter })}
              >
                {text.importButton}
              </Button>
            )}
          </div>
        }
      >
        {text.listHeading}
      </ViewHeader>
      <StudentFilters filter={filter} classes={classes} onFilter={(next) => nav.open(tableOf(next))} />
      {/* A line tall while empty, so the count arriving moves nothing below it. */}
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {list.state.status === 'ready' && !stale ? text.found(total) : null}
      </p>
      <div aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
        <DataState state={list.state} onRetry={list.retry} empty={isFiltered(filter) ? text.noMatch : text.empty}>
          {(students) => (
            <div className="flex flex-col gap-4">
              <RecordTable
                records={students}
                caption={text.listHeading}
                columns={studentColumns(classes, {
                  details: modeOpener(nav, (id) => ({ name: 'details', id, filter })),
                  onEdit: (student) => nav.open({ name: 'edit', id: student._id, filter }),
                  blockQuestionOf: (student) => ({ ...questionToggle(nav, blockQuestion, student._id), busy: change.busy, onConfirm: () => toggleBlock(student) }),
                  resetQuestionOf: (student) => ({ ...questionToggle(nav, resetQuestion, student._id), busy: reset.busy, onConfirm: () => void reset.send(student, toHome) }),
                })}
              />
              <Pager page={shown} labelledBy={HEADING_ID} onPage={(number) => nav.open(tableOf({ ...filter, page: number }))} />
            </div>
          )}
        </DataState>
      </div>
    </section>
  );
}
