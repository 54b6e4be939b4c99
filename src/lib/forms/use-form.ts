import { useState } from 'react';
import type * as z from 'zod/mini';
import { firstErrorByField } from '../validation/issues.ts';

/**
 * A form's values: text in every field. A shared schema may take more from the API (a contact
 * as a JSON number, as the original client sent it), but an input always gives text.
 */
export type FormValues<Schema extends z.ZodMiniType> = { [Field in keyof z.input<Schema> & string]: string };

/**
 * Form state checked by a shared zod schema: each field shows its first message once it
 * has been touched (left, or the form submitted), as the product's forms do.
 */
export function useForm<Schema extends z.ZodMiniType<unknown, Record<string, unknown>>>(schema: Schema, initial: FormValues<Schema>) {
  type Field = keyof z.input<Schema> & string;
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const result = schema.safeParse(values);
  const allErrors = result.success ? {} : firstErrorByField(result.error.issues);
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(values) as Field[]) {
    if (touched[field] && allErrors[field]) errors[field] = allErrors[field];
  }

  return {
    values,
    errors,
    /** Props for an input bound to `field`. */
    field(name: Field) {
      return {
        name,
        value: values[name],
        onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
        onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
        error: errors[name],
      };
    },
    /** Marks every field touched and returns the parsed values, or null while any is invalid. */
    submit(): z.output<Schema> | null {
      setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Record<Field, boolean>);
      return result.success ? result.data : null;
    },
  };
}
