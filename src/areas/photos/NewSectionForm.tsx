import { useState, type FormEvent } from 'react';
import { ChosenFiles } from '../../components/content/ChosenFiles.tsx';
import { FileField } from '../../components/content/fields.tsx';
import { UploadProgressBar } from '../../components/content/UploadProgress.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { saveChange } from '../../lib/content/save-change.ts';
import { useUpload } from '../../lib/content/use-upload.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { useHydrated } from '../../lib/forms/use-hydrated.ts';
import { useRequiredFiles } from '../../lib/forms/use-required-file.ts';
import { photoSubjectSchema } from '../../../contract/validation/photos.ts';
import { resultText } from '../../strings/content.ts';
import { photosText as text } from '../../strings/photos.ts';
import { isPhotoSection, tutorPhotos } from './area.ts';
import { photosForm, PHOTO_TYPES } from './photos-form.ts';
import { allMode, type PhotoViewProps } from './views.ts';

/** The home view (spec §2, §5): Subject and the photos, both required, Save, and 'All Pictures'. */
export function NewSectionForm({ nav, list }: PhotoViewProps) {
  // Each save starts a new, empty form, whose heading takes the focus.
  const [saved, setSaved] = useState(0);
  const hydrated = useHydrated();
  return (
    <section key={saved} className="flex max-w-2xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ViewHeading focus={nav.moved || saved > 0}>{text.formHeading}</ViewHeading>
        <Button variant="outline" disabled={!hydrated} onClick={() => nav.open(allMode)}>
          {text.showAll}
        </Button>
      </div>
      <SectionForm list={list} hydrated={hydrated} onSaved={() => setSaved((count) => count + 1)} />
    </section>
  );
}

function SectionForm({ list, hydrated, onSaved }: Pick<PhotoViewProps, 'list'> & { hydrated: boolean; onSaved: () => void }) {
  const form = useForm(photoSubjectSchema, { subject: '' });
  const photos = useRequiredFiles();
  const upload = useUpload();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = form.submit();
    const files = photos.submit();
    if (!fields || files.length === 0) return;
    setBusy(true);
    await saveChange(list, isPhotoSection, () => upload.send(tutorPhotos.path, photosForm(fields.subject, files), 'POST'), {
      place: 'first',
      done: resultText.saved(text.noun),
      then: onSaved,
    });
    setBusy(false);
  }

  return (
    <>
      <form method="post" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset disabled={!hydrated || busy} className="flex min-w-0 flex-col gap-4">
          <TextField label={text.subject} required autoComplete="off" {...form.field('subject')} />
          <FileField label={text.files} accept={PHOTO_TYPES} multiple error={photos.error} onFiles={photos.choose} />
          <ChosenFiles files={photos.files} label={text.chosen(photos.files.length)} />
          <NetworkButton type="submit" className="self-start">
            {text.save}
          </NetworkButton>
        </fieldset>
      </form>
      {upload.progress ? <UploadProgressBar progress={upload.progress} onCancel={upload.cancel} /> : null}
    </>
  );
}
