import { AudienceField } from '../../components/content/AudienceField.tsx';
import { BackButton } from '../../components/content/ViewHeader.tsx';
import type { FormEvent } from 'react';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { PhotoSection } from '../../../contract/records/photo-section.ts';
import { recordPath } from '../../lib/content/save-change.ts';
import { useAudience } from '../../lib/content/use-audience.ts';
import { useChange } from '../../lib/content/use-change.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { photoSubjectSchema } from '../../../contract/validation/photos.ts';
import { photosText as text } from '../../strings/photos.ts';
import { isPhotoSection, tutorPhotos } from './area.ts';
import { allMode, type PhotosPage } from './views.ts';

/** The editSubject view (spec §2): the subject, prefilled and required, who the section is for, and Confirm; Back and a change return to all. */
export function EditSubject({ page: { nav, list }, section }: { page: PhotosPage; section: PhotoSection }) {
  const form = useForm(photoSubjectSchema, { subject: section.subject });
  const audience = useAudience(section.classes);
  const change = useChange(list, isPhotoSection);
  const toAll = () => nav.returnTo(allMode);

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = form.submit();
    const classes = audience.submit();
    if (fields && classes) void change.send(recordPath(tutorPhotos.path, section._id), 'PATCH', { ...fields, classes }, { place: 'same', done: text.subjectUpdated, then: toAll });
  }

  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <ViewHeading focus={nav.moved}>{text.editSubject}</ViewHeading>
      <form method="post" noValidate onSubmit={submit}>
        <fieldset disabled={change.busy} className="flex min-w-0 flex-col gap-4">
          <TextField label={text.subject} required autoComplete="off" {...form.field('subject')} />
          <AudienceField audience={audience} />
          <NetworkButton type="submit" className="self-start">
            {text.confirm}
          </NetworkButton>
        </fieldset>
      </form>
      <BackButton className="self-start" onClick={toAll} />
    </section>
  );
}
