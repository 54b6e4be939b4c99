import { useEffect, useId, useRef, type FormEvent } from 'react';
import { FileField } from '../../components/content/fields.tsx';
import { UploadProgressBar } from '../../components/content/UploadProgress.tsx';
import { UserFacts } from '../../components/content/UserFacts.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { IMPORT_COLUMNS } from '../../../contract/records/student-import.ts';
import { studentImportText as text } from '../../strings/student-import.ts';
import { Refusal } from '../../components/ui/refusal.tsx';
import { studentsChanged, type ShownReport } from './import-report.ts';
import { ImportReportView } from './ImportReportView.tsx';
import { useStudentImport, type ImportStep } from './use-student-import.ts';

export interface StudentImportProps {
  /** Asks the students table (and the classes) again once the file is imported. */
  onImported: () => void;
}

/** What the live region says of the import as it goes. */
function said(step: ImportStep): string {
  switch (step.name) {
    case 'choosing':
      return '';
    case 'checking':
      return text.checking;
    case 'checked':
      return text.checked(step.report.counts);
    case 'applying':
      return text.applying;
    case 'applied':
      return text.imported(step.report.counts);
  }
}

/**
 * The admins' student import (issue 25), loaded when its view opens: the file's columns, a
 * CSV file to check (a dry run, which changes nothing), its report row by row, then Import, only
 * for a file without errors. What happens is said in a live region; a file the server refuses
 * says its reason. Choosing another file drops the report (and stops a check under way).
 */
export default function StudentImport({ onImported }: StudentImportProps) {
  const studentImport = useStudentImport(onImported);
  const { step, refusal, upload } = studentImport;
  const busy = step.name === 'checking' || step.name === 'applying';
  const summary = useRef<HTMLParagraphElement>(null);

  // The Import button is gone once pressed: the focus goes to what it did rather than the page's start.
  useEffect(() => {
    if (step.name === 'applied') summary.current?.focus();
  }, [step.name]);

  function check(event: FormEvent) {
    event.preventDefault();
    if (!busy) void studentImport.check();
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex max-w-3xl flex-col gap-3">
        <p>{text.intro}</p>
        <UserFacts facts={IMPORT_COLUMNS.map((column) => ({ label: column, value: text.columns[column] }))} />
        <p>{text.lists}</p>
        <p>{text.allOrNothing}</p>
      </div>
      <form noValidate onSubmit={check} className="max-w-2xl">
        {/* The file stays while it is imported; while it is checked, another may be chosen instead. */}
        <fieldset disabled={step.name === 'applying'} className="flex min-w-0 flex-col items-start gap-4">
          <FileField label={text.file} accept=".csv,text/csv" error={studentImport.fileError} onFile={studentImport.choose} />
          {/* aria-disabled while the check runs: the focus stays on the button. */}
          <NetworkButton type="submit" variant={step.name === 'checked' ? 'outline' : 'primary'} aria-disabled={busy || undefined}>
            {text.check}
          </NetworkButton>
        </fieldset>
      </form>
      {upload ? <UploadProgressBar progress={upload.progress} onCancel={upload.cancel} /> : null}
      <p ref={summary} role="status" tabIndex={-1} className="font-medium">
        {said(step)}
      </p>
      <Refusal reason={refusal} />
      {'report' in step ? (
        <>
          {step.name === 'applied' ? null : <ApplyButton report={step.report} applying={step.name === 'applying'} onApply={() => void studentImport.apply()} />}
          <ImportReportView report={step.report} applied={step.name === 'applied'} />
        </>
      ) : null}
    </div>
  );
}

/** Import N students, for a checked file without errors; otherwise why not, beside it. */
function ApplyButton({ report, applying, onApply }: { report: ShownReport; applying: boolean; onApply: () => void }) {
  const reasonId = useId();
  const changed = studentsChanged(report);
  const reason = report.counts.error > 0 ? text.fixErrors : changed === 0 ? text.nothingToImport : null;
  return (
    <div className="flex flex-col items-start gap-2">
      {reason ? <p id={reasonId}>{reason}</p> : null}
      <NetworkButton disabled={reason !== null} aria-disabled={applying || undefined} aria-describedby={reason ? reasonId : undefined} onClick={() => !applying && onApply()}>
        {text.apply(changed)}
      </NetworkButton>
    </div>
  );
}
