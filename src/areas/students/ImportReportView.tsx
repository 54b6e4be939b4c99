import { useId, useMemo, useState } from 'react';
import { textColumn } from '../../components/content/record-columns.tsx';
import { RecordTable, type Column } from '../../components/content/RecordTable.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { ImportAction } from '../../../contract/records/student-import.ts';
import { studentImportText as text } from '../../strings/student-import.ts';
import type { ReportRow, ShownReport } from './import-report.ts';

/**
 * Rows with errors a page shows: every error of any real file at once, while a file wrong
 * throughout (20,000 rows, usually a column out of place) does not freeze the page drawing them.
 */
const ERRORS_PER_PAGE = 500;

/** The other rows' choices: all of them, or those doing one thing. */
const ROW_CHOICES: readonly ('' | Exclude<ImportAction, 'error'>)[] = ['', 'add', 'update', 'unchanged'];

/** The report's columns: the row's line in the file, whom it is about, what it does, and why. */
const columns: Column<ReportRow>[] = [
  { header: text.lineColumn, narrow: true, cell: ({ line }) => <span className="tabular-nums">{line}</span> },
  textColumn(text.rollnoColumn, ({ admissionNo }) => admissionNo, true),
  { header: text.nameColumn, rowHeader: true, cell: ({ fname }) => fname },
  textColumn(text.actionColumn, ({ action }) => text.actions[action], true),
  {
    header: text.messagesColumn,
    cell: ({ messages }) =>
      messages.length > 1 ? (
        <ul className="list-disc ps-5">
          {messages.map((message, index) => (
            // By place: a row's reasons never reorder, and two may read alike.
            <li key={index}>{message}</li>
          ))}
        </ul>
      ) : (
        messages[0]
      ),
  },
];

/**
 * A check's or an import's report, row by row: the classes it creates, then the rows with errors
 * in full, first, so an admin finds each one to correct; then the other rows a page of 50 at a
 * time, narrowed to what they do. Pages rather than a summary: a glance at which rows update a
 * student already in the school is what catches a wrong admission number before it is applied.
 */
export function ImportReportView({ report, applied }: { report: ShownReport; applied: boolean }) {
  const classesId = useId();
  const errorsId = useId();
  return (
    <div className="flex flex-col gap-6">
      {report.newClasses.length > 0 ? (
        <section aria-labelledby={classesId} className="flex flex-col gap-2">
          <h3 id={classesId} className="text-lg font-semibold">
            {applied ? text.createdClasses : text.newClasses}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {report.newClasses.map((name) => (
              <li key={name} className="rounded bg-slate-100 px-2 py-0.5 ring-1 ring-slate-300">
                {name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {report.errors.length > 0 ? (
        <section aria-labelledby={errorsId} className="flex flex-col gap-2">
          <h3 id={errorsId} className="text-lg font-semibold text-danger-700">
            {text.errorsHeading(report.errors.length)}
          </h3>
          <RecordTable records={report.errors} caption={text.errorsHeading(report.errors.length)} columns={columns} pageSize={ERRORS_PER_PAGE} />
        </section>
      ) : null}
      {report.others.length > 0 ? <OtherRows report={report} applied={applied} /> : null}
    </div>
  );
}

/** The rows without errors, all or those doing one thing, a page at a time. */
function OtherRows({ report, applied }: { report: ShownReport; applied: boolean }) {
  const [shown, setShown] = useState<ImportAction | ''>('');
  const rows = useMemo(() => (shown ? report.others.filter(({ action }) => action === shown) : report.others), [report, shown]);
  const heading = applied ? text.importedRowsHeading : text.rowsHeading;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {heading}
      </h3>
      <div role="group" aria-label={text.show} className="flex flex-wrap gap-2">
        {ROW_CHOICES.filter((choice) => choice === '' || report.counts[choice] > 0).map((choice) => (
          <Button key={choice} variant={shown === choice ? 'primary' : 'outline'} aria-pressed={shown === choice} onClick={() => setShown(choice)}>
            {choice ? text.rowsDoing(choice, report.counts[choice]) : text.allRows(report.others.length)}
          </Button>
        ))}
      </div>
      {/* Keyed by the choice: another choice starts at its first page. */}
      <RecordTable key={shown} records={rows} caption={heading} columns={columns} />
    </section>
  );
}
