import { useState } from 'react';
import type { SchoolSettings } from '../../../contract/records/school.ts';
import { firstErrorByField } from '../../../contract/validation/issues.ts';
import { schoolSettingsSchema, type SchoolSettingsInput } from '../../../contract/validation/school.ts';

type Field = keyof SchoolSettings;

/**
 * The settings form's state, checked by the API's own rules: each field shows its first message
 * once it has been touched (left, changed for the lists, or the form submitted), as every form
 * of the product does; whatever was typed stays through a refusal.
 */
export function useSchoolForm(initial: SchoolSettings) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const result = schoolSettingsSchema.safeParse(values);
  const allErrors = result.success ? {} : firstErrorByField(result.error.issues);
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(values) as Field[]) {
    if (touched[field] && allErrors[field]) errors[field] = allErrors[field];
  }
  const touch = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));

  return {
    values,
    errors,
    /** Sets one field; the lists (weekdays, holidays) count as touched at once, having no "leaving". */
    change<F extends Field>(field: F, value: SchoolSettings[F]) {
      setValues((current) => ({ ...current, [field]: value }));
      if (Array.isArray(value)) touch(field);
    },
    touch,
    /** Props for a text input bound to `field`. */
    text(field: 'name' | 'helpline' | 'timeZone') {
      return {
        name: field,
        value: values[field],
        onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
        onBlur: () => touch(field),
        error: errors[field],
      };
    },
    /** Marks every field touched; the checked settings, or the first message to say when any is wrong. */
    submit(): { settings: SchoolSettingsInput } | { message: string } {
      setTouched(Object.fromEntries(Object.keys(values).map((field) => [field, true])));
      return result.success ? { settings: result.data } : { message: result.error.issues[0]?.message ?? '' };
    },
    /** Shows the settings as the server saved them (trimmed, each day once, in order). */
    reset: setValues,
  };
}
