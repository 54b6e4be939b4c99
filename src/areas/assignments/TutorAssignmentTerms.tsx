import { useState } from 'react';
import type { FormPart } from '../../components/content/form-part.ts';
import { DatePicker } from '../../components/date-picker/DatePicker.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSchool } from '../../lib/school/use-school.ts';
import { schoolTimeZone } from '../../stores/school.ts';
import { dayMonthYearDigits } from '../../../contract/dates/codecs.ts';
import type { AssignmentTerms } from '../../../contract/records/coursework.ts';
import { firstErrorByField } from '../../../contract/validation/issues.ts';
import { assignmentTermsSchema } from '../../../contract/validation/assignment-terms.ts';
import { recordMessages } from '../../../contract/strings/validation.ts';
import { handInsText as text } from '../../strings/hand-ins.ts';
import { dueTimeIn } from './due-time.ts';
import { wallTimeIn } from './school-time.ts';
import type { TutorAssignment } from './TutorAssignmentColumns.tsx';

interface TermsTyped {
  /** `DD/MM/YYYY`, as the date picker shows it. */
  day: string;
  /** `HH:MM`, as a time input gives it. */
  time: string;
  points: string;
  handInOpen: boolean;
}

type TermsErrors = Partial<Record<'day' | 'time' | 'points', string>>;

function typedFrom(initial: Partial<AssignmentTerms> | undefined, timeZone: string): TermsTyped {
  const due = initial?.due ? wallTimeIn(initial.due, timeZone) : undefined;
  return {
    day: due ? dayMonthYearDigits.format(due.day) : '',
    time: due?.time ?? '',
    points: initial?.points === undefined ? '' : String(initial.points),
    handInOpen: initial?.handInOpen ?? true,
  };
}

/** The typed terms as the API takes them, or each field's error: a due day needs its time, and the other way round. */
function checked(typed: TermsTyped, timeZone: string): { values: Record<string, string> } | { errors: TermsErrors } {
  const errors: TermsErrors = {};
  const day = typed.day.trim() ? dayMonthYearDigits.parse(typed.day.trim()) : '';
  if (day === null) errors.day = recordMessages.dateInvalid(dayMonthYearDigits.example);
  if (day === '' && typed.time) errors.day = text.dueDateMissing;
  if (day && !typed.time) errors.time = text.dueTimeMissing;
  const points = assignmentTermsSchema.safeParse({ points: typed.points });
  if (!points.success) errors.points = firstErrorByField(points.error.issues).points;
  if (Object.keys(errors).length > 0) return { errors };
  // Empty texts clear the due time and points when editing, and send nothing new when adding.
  return { values: { due: day ? dueTimeIn(day, typed.time, timeZone) : '', points: typed.points.trim(), handInOpen: String(typed.handInOpen) } };
}

/**
 * An assignment's own fields of the shared record form (issue 26): the due day and time on the
 * school's clock, points and whether students can hand in; the due time is sent with the school
 * zone's offset on that day.
 */
export function useAssignmentTerms(initial?: TutorAssignment): FormPart {
  const { school } = useSchool();
  // Until the school's settings arrive, the device's zone: in a school, the same one.
  const timeZone = schoolTimeZone(school);
  const [typed, setTyped] = useState(() => typedFrom(initial, timeZone));
  const [errors, setErrors] = useState<TermsErrors>({});
  const type = (changed: Partial<TermsTyped>) => setTyped((current) => ({ ...current, ...changed }));

  const fields = (
    <>
      <div className="flex flex-wrap gap-4">
        <DatePicker label={text.dueDate} name="dueDay" value={typed.day} error={errors.day} onChange={(event) => type({ day: event.target.value })} />
        <TextField label={text.dueTime} type="time" name="dueTime" value={typed.time} error={errors.time} onChange={(event) => type({ time: event.target.value })} />
      </div>
      <TextField label={text.points} inputMode="numeric" name="points" autoComplete="off" value={typed.points} error={errors.points} onChange={(event) => type({ points: event.target.value })} />
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" name="handInOpen" checked={typed.handInOpen} onChange={(event) => type({ handInOpen: event.target.checked })} className="size-6 shrink-0 accent-brand-700" />
        {text.handInOpen}
      </label>
    </>
  );

  function submit() {
    const result = checked(typed, timeZone);
    setErrors('errors' in result ? result.errors : {});
    return 'values' in result ? result.values : undefined;
  }

  return { fields, submit };
}
