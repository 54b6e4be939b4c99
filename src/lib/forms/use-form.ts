import { useEffect, useRef, useState } from 'react';
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

/** What an input's change or blur event carries: a custom field may hand on its value alone. */
interface FieldEvent {
  target: { value: string; form?: HTMLFormElement | null };
}

/**
 * Form state checked by a shared zod schema: each field shows its first message once it
 * has been touched (left, or the form submitted), as the product's forms do. The schema may
 * come on first use (`rulesOnFirstUse`): it is fetched when a field is first typed in or
 * left, and the messages show once it is there. A form sent before it has come (a password
 * filled in by the browser and sent at once, on a slow network) is sent again when it comes.
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
  // The form the fields are in, as their events tell it, and whether a submit waits for the rules.
  const form = useRef<HTMLFormElement | null>(null);
  const sendWhenReady = useRef(false);
  const noteForm = (event?: FieldEvent) => (form.current = event?.target.form ?? form.current);
  useEffect(() => {
    if (!schema || !sendWhenReady.current) return;
    sendWhenReady.current = false;
    // The form's own handler runs again, now with the rules: it sends, or shows their messages.
    form.current?.requestSubmit();
  }, [schema]);
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
        onChange: (event: FieldEvent) => {
          noteForm(event);
          setValues((current) => ({ ...current, [name]: event.target.value }));
        },
        onBlur: (event?: FieldEvent) => {
          noteForm(event);
          setTouched((current) => ({ ...current, [name]: true }));
        },
        error: errors[name],
      };
    },
    /**
     * Marks every field touched and returns the parsed values, or null while any is invalid.
     * Also null while rules fetched on first use are still on their way: the form is then sent
     * again once they come (or their messages show), unless they cannot be fetched, which a
     * toast says.
     */
    submit(): z.output<Schema> | null {
      setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Record<Field, boolean>);
      if (!schema && onFirstUse) {
        sendWhenReady.current = true;
        onFirstUse.load().catch(() => {
          sendWhenReady.current = false;
          showToast('error', serverMessages.offline);
        });
      }
      return result?.success ? result.data : null;
    },
  };
}
