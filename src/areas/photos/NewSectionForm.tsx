import type { FormEvent } from 'react';
import { AudienceField } from '../../components/content/AudienceField.tsx';
import { ChosenFiles } from '../../components/content/ChosenFiles.tsx';
import { FileField } from '../../components/content/fields.tsx';
import { UploadProgressBar } from '../../components/content/UploadProgress.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAudience } from '../../lib/content/use-audience.ts';
import { useChange } from '../../lib/content/use-change.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { useHydrated } from '../../lib/forms/use-hydrated.ts';
import { useRequiredFiles } from '../../lib/forms/use-required-file.ts';
import { photoSubjectSchema } from '../../../contract/validation/photos.ts';
import { resultText } from '../../strings/content.ts';
import { photosText as text } from '../../strings/photos.ts';
import { isPhotoSection, tutorPhotos } from './area.ts';
import { photosForm, PHOTO_TYPES } from './photos-form.ts';
import type { PhotosPage } from './views.ts';

/** The home view's form (spec §2, §5): Subject and the photos, both required, who the section is for, and Save. */
export function NewSectionForm({ list, onSaved }: { list: PhotosPage['list']; onSaved: () => void }) {
  const form = useForm(photoSubjectSchema, { subject: '' });
  const photos = useRequiredFiles();
  const audience = useAudience();
  const change = useChange(list, isPhotoSection);
  const hydrated = useHydrated();

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = form.submit();
    const files = photos.submit();
    const classes = audience.submit();
    if (!fields || !classes || files.length === 0) return;
    void change.send(tutorPhotos.path, 'POST', photosForm(fields.subject, files, classes), { place: 'first', done: resultText.saved(text.noun), then: onSaved });
  }

  return (
    <>
      <form method="post" noValidate onSubmit={submit}>
        <fieldset disabled={!hydrated || change.busy} className="flex min-w-0 flex-col gap-4">
          <TextField label={text.subject} required autoComplete="off" {...form.field('subject')} />
          <AudienceField audience={audience} />
          <FileField label={text.files} accept={PHOTO_TYPES} multiple error={photos.error} onFiles={photos.choose} />
          <ChosenFiles files={photos.files} label={text.chosen(photos.files.length)} />
          <NetworkButton type="submit" className="self-start">
            {text.save}
          </NetworkButton>
        </fieldset>
      </form>
      {change.upload ? <UploadProgressBar {...change.upload} /> : null}
    </>
  );
}
