import type { FormEvent } from 'react';
import { AudienceField } from '../../components/content/AudienceField.tsx';
import { TextAreaField } from '../../components/content/fields.tsx';
import type { NoticeFormProps } from '../../components/content/TutorNotices.tsx';
import { DatePicker } from '../../components/date-picker/DatePicker.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { SchoolEvent } from '../../../contract/records/school-event.ts';
import { dayMonthYearDigits, spacedMonthDayYear } from '../../../contract/dates/codecs.ts';
import { useAudience } from '../../lib/content/use-audience.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { eventFormSchema } from '../../../contract/validation/events.ts';
import { eventsText as text } from '../../strings/events.ts';

/**
 * The tutor's event form (spec §2, §5): Event, Conducted by, Description and the date picker
 * (DD/MM/YYYY), all required, and who it is for. The date goes out as the product sends it,
 * ` Nov 22 2026`.
 */
export function EventForm({ record, busy, onSubmit }: NoticeFormProps<SchoolEvent>) {
  const form = useForm(eventFormSchema, {
    event: record?.event ?? '',
    club: record?.club ?? '',
    description: record?.description ?? '',
    date: record ? pickerDate(record) : '',
  });
  const audience = useAudience(record?.classes);

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = form.submit();
    const day = fields && dayMonthYearDigits.parse(fields.date);
    const classes = audience.submit();
    if (!fields || !day || !classes) return;
    const body = { ...fields, classes, date: spacedMonthDayYear.format(day) };
    // PATCH names the event in the body (spec §7).
    onSubmit(record ? { ...body, id: record._id } : body);
  }

  return (
    <form method="post" noValidate onSubmit={submit}>
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
        <TextField label={record ? text.changeEvent : text.event} required autoComplete="off" {...form.field('event')} />
        <TextField label={record ? text.changeClub : text.club} required autoComplete="off" {...form.field('club')} />
        <TextAreaField label={text.description} required {...form.field('description')} />
        <DatePicker label={text.date} required {...form.field('date')} />
        <AudienceField audience={audience} />
        <NetworkButton type="submit" className="self-start">
          {record ? text.change : text.save}
        </NetworkButton>
      </fieldset>
    </form>
  );
}

/** The record's date as the picker shows it; empty when the stored text names no day. */
function pickerDate(record: SchoolEvent): string {
  const day = spacedMonthDayYear.parse(record.date);
  return day ? dayMonthYearDigits.format(day) : '';
}
