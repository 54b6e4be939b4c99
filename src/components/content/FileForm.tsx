import { useState, type FormEvent } from 'react';
import { uploadDate } from '../../lib/content/today.ts';
import type { Change } from '../../lib/content/use-change.ts';
import { useHydrated } from '../../lib/forms/use-hydrated.ts';
import { firstErrorByField } from '../../../contract/validation/issues.ts';
import { fileReplacementSchema } from '../../../contract/validation/records.ts';
import { fileRecordText } from '../../strings/content.ts';
import { fileMessages } from '../../../contract/strings/files.ts';
import { FileField } from './fields.tsx';
import { UploadProgressBar } from './UploadProgress.tsx';
import { ViewHeading } from './ViewHeading.tsx';
import { FormActions } from './FormActions.tsx';

export interface FileFormProps {
  focus: boolean;
  /** The name of the file the new one replaces. */
  currentFileName: string;
  backLabel: string;
  /** The new file being sent: the form waits meanwhile, and shows the upload's progress. */
  change: Pick<Change, 'busy' | 'upload'>;
  onBack: () => void;
  /** Gets the fields sent beside the file (today's date) and the chosen file. */
  onSubmit: (fields: { date: string }, file: File) => void;
}

/** Replaces a record's file: a file chooser, Submit and a way back to the details. */
export function FileForm({ focus, currentFileName, backLabel, change: { busy, upload }, onBack, onSubmit }: FileFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const hydrated = useHydrated();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(fileMessages.missing);
    // The server's own rule for the date: a device whose clock is far off is told so here.
    const fields = fileReplacementSchema.safeParse({ date: uploadDate() });
    if (!fields.success) return setError(firstErrorByField(fields.error.issues).date);
    setError(undefined);
    onSubmit(fields.data, file);
  }

  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <ViewHeading focus={focus}>{fileRecordText.editFile}</ViewHeading>
      <p className="text-sm break-all text-slate-700">{fileRecordText.currentFile(currentFileName)}</p>
      <form method="post" noValidate onSubmit={submit}>
        <fieldset disabled={!hydrated || busy} className="flex min-w-0 flex-col gap-4">
          <FileField
            label={fileRecordText.newFile}
            error={error}
            onFile={(chosen) => {
              setFile(chosen);
              setError(chosen ? undefined : fileMessages.missing);
            }}
          />
          <FormActions submit={fileRecordText.submit} back={backLabel} onBack={onBack} />
        </fieldset>
      </form>
      {upload ? <UploadProgressBar {...upload} /> : null}
    </section>
  );
}
