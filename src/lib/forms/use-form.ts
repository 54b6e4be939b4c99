import { useState } from 'react';
import type * as z from 'zod/mini';
import { showToast } from '../../stores/toasts.ts';
import { serverMessages } from '../../../contract/strings/common.ts';
import { firstErrorByField } from '../../../contract/validation/issues.ts';
import { useRulesOnFirstUse, type RulesOnFirstUse } from './rules-on-first-use.ts';

/**
 * A form's values: text in every field. A shared schema may take more from the API (a contact
 * as a JSON number, as the original client sent it), but an input always gives text.
 */
export type FormValues<Schema extends z.ZodMiniType> = { [Field in keyof z.input<Schema> & string]: string };

/**
 * Form state checked by a shared zod schema: each field shows its first message once it
 * has been touched (left, or the form submitted), as the product's forms do. The schema may
 * come on first use (`rulesOnFirstUse`): it is fetched when a field is first typed in or
 * left, and the messages show once it is there.
 */
export function useForm<Schema extends z.ZodMiniType<unknown, Record<string, unknown>>>(
  rules: Schema | RulesOnFirstUse<Schema>,
  initial: FormValues<Schema>,
) {
  type Field = keyof z.input<Schema> & string;
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const onFirstUse = 'load' in rules ? rules : undefined;
  const fetched = useRulesOnFirstUse(onFirstUse, values !== initial || Object.keys(touched).length > 0);
  const schema = 'load' in rules ? fetched : rules;
  const result = schema?.safeParse(values);
  const allErrors = result && !result.success ? firstErrorByField(result.error.issues) : {};
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
    /**
     * Marks every field touched and returns the parsed values, or null while any is invalid.
     * Also null while rules fetched on first use are still on their way (the messages show
     * once they come, and the next submit goes through), or say the server cannot be reached.
     */
    submit(): z.output<Schema> | null {
      setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Record<Field, boolean>);
      if (!schema) onFirstUse?.load().catch(() => showToast('error', serverMessages.offline));
      return result?.success ? result.data : null;
    },
  };
}
