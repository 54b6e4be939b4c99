import { useState } from 'react';
import { ApiError } from '../../lib/api/client.ts';
import { isAbort, type UploadProgress } from '../../lib/api/upload.ts';
import { useUpload } from '../../lib/content/use-upload.ts';
import { useRequiredFile } from '../../lib/forms/use-required-file.ts';
import { studentImportText as text } from '../../strings/student-import.ts';
import { importPath, readImportReport, type ShownReport } from './import-report.ts';

/** Where an import is: no report yet, the file being checked, its report, being applied, or applied. */
export type ImportStep =
  | { name: 'choosing' }
  | { name: 'checking' }
  | { name: 'checked'; report: ShownReport }
  | { name: 'applying'; report: ShownReport }
  | { name: 'applied'; report: ShownReport };

export interface StudentImport {
  step: ImportStep;
  /** The chosen file's message: none chosen when Check was pressed. */
  fileError: string | undefined;
  /** For the file chooser: a new file's report is yet to be made; a check under way stops. */
  choose: (file: File | null) => void;
  /** Why the server refused the file or the import (unreadable, too large, another import running), or null. */
  refusal: string | null;
  /** The file's upload while a check runs, and its Cancel. */
  upload: { progress: UploadProgress; cancel: () => void } | null;
  /** Sends the chosen file as a dry run: its report, row by row, changing nothing. */
  check: () => Promise<void>;
  /** Sends the checked file again to be applied, all or nothing. */
  apply: () => Promise<void>;
}

const asForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * An admin's student import (issue 25): choose a CSV file, check it (a dry run), then import it.
 * Applying sends the same file again; the server applies it all or nothing. An import refused
 * because a row has become an error since the check (422: another change to the school meanwhile)
 * checks the file again, so the report shows which rows and why.
 *
 * @param onImported runs once the server has imported the file: the students table is asked again
 * @example const studentImport = useStudentImport(list.refresh);
 */
export function useStudentImport(onImported: () => void): StudentImport {
  const file = useRequiredFile();
  const upload = useUpload();
  const [step, setStep] = useState<ImportStep>({ name: 'choosing' });
  const [refusal, setRefusal] = useState<string | null>(null);

  async function checkFile(chosen: File, saying: string | null) {
    setRefusal(null);
    setStep({ name: 'checking' });
    try {
      const report = readImportReport(await upload.send<unknown>(importPath(true), asForm(chosen), 'POST'));
      setStep({ name: 'checked', report });
      setRefusal(saying);
    } catch (error) {
      // Stopped by another file's choice, which has reset the step already.
      if (isAbort(error)) return;
      setStep({ name: 'choosing' });
      setRefusal(reasonOf(error));
    }
  }

  async function check() {
    const chosen = file.submit();
    if (chosen) await checkFile(chosen, null);
  }

  async function apply() {
    if (step.name !== 'checked' || !file.file) return;
    const checked = step.report;
    setRefusal(null);
    setStep({ name: 'applying', report: checked });
    let answer: unknown;
    try {
      answer = await upload.send<unknown>(importPath(false), asForm(file.file), 'POST');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) return checkFile(file.file, text.changedSinceCheck);
      setStep({ name: 'checked', report: checked });
      if (!isAbort(error)) setRefusal(reasonOf(error));
      return;
    }
    // Imported, whatever the answer reads as: the table shows the students as they now are.
    onImported();
    try {
      setStep({ name: 'applied', report: readImportReport(answer) });
    } catch (error) {
      setStep({ name: 'choosing' });
      setRefusal(reasonOf(error));
    }
  }

  return {
    step,
    fileError: file.error,
    choose: (chosen) => {
      upload.cancel();
      file.choose(chosen);
      setStep({ name: 'choosing' });
      setRefusal(null);
    },
    refusal,
    upload: step.name === 'checking' && upload.progress ? { progress: upload.progress, cancel: upload.cancel } : null,
    check,
    apply,
  };
}
