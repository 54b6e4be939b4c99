import type { FormEvent } from 'react';
import type { Change } from '../../lib/content/use-change.ts';
import { uploadDate } from '../../lib/content/today.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { useHydrated } from '../../lib/forms/use-hydrated.ts';
import { useRequiredFile } from '../../lib/forms/use-required-file.ts';
import { fileRecordFormSchema, type FileRecordDetails } from '../../../contract/validation/records.ts';
import { useAudience } from '../../lib/content/use-audience.ts';
import { contentText, fileRecordText } from '../../strings/content.ts';
import { X } from '../icons/x.ts';
import { Button } from '../ui/button.tsx';
import { NetworkButton } from '../ui/network-button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { AudienceField } from './AudienceField.tsx';
import type { FormPart } from './form-part.ts';
import { FileField, TextAreaField } from './fields.tsx';
import { UploadProgressBar } from './UploadProgress.tsx';
import { ViewHeading } from './ViewHeading.tsx';

export interface RecordFormProps {
  heading: string;
  focus: boolean;
  /** The file chooser's label: given, the form takes a file too, and requires one. */
  fileLabel?: string;
  /** The record's current texts and classes, when editing: the title's label and the button then say Change. */
  initial?: { title: string; description: string; classes: string[] };
  /** The change being sent: the fields wait meanwhile, keeping what was typed and chosen, and an upload shows its progress. */
  change: Pick<Change, 'busy' | 'upload'>;
  /** An area's own fields after who the record is for (an assignment's terms); notes have none. */
  part?: FormPart;
  onClose: () => void;
  /** Gets the checked texts with today's date and who the record is for, the chosen file when the form takes one, and the part's values. */
  onSubmit: (details: FileRecordDetails, file: File | null, partValues: Record<string, string>) => void;
}

/** The upload and edit forms of a record: title, description and who it is for, plus a file when uploading. */
export function RecordForm({ heading, focus, fileLabel, initial, change: { busy, upload }, part, onClose, onSubmit }: RecordFormProps) {
  const form = useForm(fileRecordFormSchema, { date: uploadDate(), title: initial?.title ?? '', description: initial?.description ?? '' });
  const audience = useAudience(initial?.classes);
  const required = useRequiredFile();
  const hydrated = useHydrated();

  function submit(event: FormEvent) {
    event.preventDefault();
    const details = form.submit();
    const file = required.submit();
    const classes = audience.submit();
    const partValues = part ? part.submit() : {};
    if (!details || !classes || !partValues || (fileLabel && !file)) return;
    // Dated when sent, as the device's calendar has it then.
    onSubmit({ ...details, classes, date: uploadDate() }, file, partValues);
  }

  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <ViewHeading focus={focus}>{heading}</ViewHeading>
        <Button variant="ghost" size="icon" aria-label={contentText.close} onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <form method="post" noValidate onSubmit={submit}>
        <fieldset disabled={!hydrated || busy} className="flex min-w-0 flex-col gap-4">
          <TextField label={initial ? fileRecordText.changeTitle : fileRecordText.title} required autoComplete="off" {...form.field('title')} />
          <TextAreaField label={fileRecordText.description} required {...form.field('description')} />
          <AudienceField audience={audience} />
          {part?.fields}
          {fileLabel ? (
            <FileField label={fileLabel} error={required.error} onFile={required.choose} />
          ) : null}
          <NetworkButton type="submit" className="self-start">
            {initial ? fileRecordText.change : fileRecordText.save}
          </NetworkButton>
        </fieldset>
      </form>
      {upload ? <UploadProgressBar {...upload} /> : null}
    </section>
  );
}
