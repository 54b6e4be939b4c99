import { useState, type FormEvent } from 'react';
import { AudienceField } from '../../components/content/AudienceField.tsx';
import { FileField, TextAreaField } from '../../components/content/fields.tsx';
import type { NoticeFormProps } from '../../components/content/TutorNotices.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { Announcement } from '../../../contract/records/announcement.ts';
import { todayIn } from '../../lib/content/today.ts';
import { putAudience, useAudience } from '../../lib/content/use-audience.ts';
import { monthDayYear } from '../../../contract/dates/codecs.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { announcementFormSchema } from '../../../contract/validation/announcements.ts';
import { announcementsText as text } from '../../strings/announcements.ts';

/** The chooser offers images and PDFs first; the server checks the content is PNG, JPEG, WebP, GIF or PDF. */
const ATTACHMENT_TYPES = 'image/png,image/jpeg,image/webp,image/gif,application/pdf';

/**
 * The tutor's announcement form (spec §2, §5): a new one takes Subject and Description, both
 * required, and the 'Attatchments' file, which may be an image, a PDF or none (issue 26), and is
 * dated today; an edit changes the two texts and keeps the date and the file. Both say who it is for.
 */
export function AnnouncementForm({ record, busy, onSubmit }: NoticeFormProps<Announcement>) {
  const form = useForm(announcementFormSchema, { subject: record?.subject ?? '', description: record?.description ?? '' });
  const [attachment, setAttachment] = useState<File | null>(null);
  const audience = useAudience(record?.classes);

  function submit(event: FormEvent) {
    event.preventDefault();
    const texts = form.submit();
    const classes = audience.submit();
    if (record) {
      // PATCH names the announcement in the body (spec §7).
      if (texts && classes) onSubmit({ ...texts, classes, date: record.date, id: record._id });
      return;
    }
    if (!texts || !classes) return;
    const body = new FormData();
    body.set('subject', texts.subject);
    body.set('description', texts.description);
    body.set('date', todayIn(monthDayYear));
    putAudience(body, classes);
    // Last, so the server has the texts before the file's bytes.
    if (attachment) body.set('file', attachment, attachment.name);
    onSubmit(body);
  }

  return (
    <form method="post" noValidate onSubmit={submit}>
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
        <TextField label={record ? text.changeSubject : text.subject} required autoComplete="off" {...form.field('subject')} />
        <TextAreaField label={record ? text.changeDescription : text.description} required {...form.field('description')} />
        <AudienceField audience={audience} />
        {record ? null : <FileField label={text.file} hint={text.fileHint} optional accept={ATTACHMENT_TYPES} onFile={setAttachment} />}
        <NetworkButton type="submit" className="self-start">
          {record ? text.change : text.save}
        </NetworkButton>
      </fieldset>
    </form>
  );
}
