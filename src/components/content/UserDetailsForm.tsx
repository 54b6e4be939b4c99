import type { FormEvent } from 'react';
import type * as z from 'zod/mini';
import { useForm, type FormValues } from '../../lib/forms/use-form.ts';
import { useHydrated } from '../../lib/forms/use-hydrated.ts';
import type { UserDetails } from '../../../contract/validation/profile.ts';
import { TextField } from '../ui/text-field.tsx';
import { FormActions } from './FormActions.tsx';

/**
 * The rules a form of a user's details is checked by: the student's own profile rules, or the
 * tutor's required-only ones (contract/validation/profile.ts). Either sends `{name, email, contact}`.
 */
export type UserDetailsSchema = z.ZodMiniType<UserDetails, { name: string; email: string; contact: unknown }>;

export interface UserDetailsLabels {
  name: string;
  /** 'Email' on the tutor's edit of a student, 'E-mail' on the profiles (spec §2). */
  email: string;
  contact: string;
  submit: string;
  back: string;
}

export interface UserDetailsFormProps {
  schema: UserDetailsSchema;
  labels: UserDetailsLabels;
  /** The tutor's profile asks for the contact with a number pad (spec §5: a number input), still a phone field. */
  numericContact?: boolean;
  /** The user's own details (a profile): the browser may offer what it knows of them; never for a student the tutor edits. */
  own?: boolean;
  /** The user's details now: every field starts filled. */
  initial: FormValues<UserDetailsSchema>;
  /** While the form is being sent: the fields wait, keeping what was typed. */
  busy: boolean;
  /** Gets the checked details, as the server takes them. */
  onSubmit: (details: UserDetails) => void;
  onBack: () => void;
}

/**
 * A user's name, e-mail and contact, prefilled: the tutor's edit of a student and both roles'
 * profile edits. Each field's message shows once it has been touched; a refused save (an
 * e-mail already used) leaves the form as typed.
 */
export function UserDetailsForm({ schema, labels, numericContact = false, own = false, initial, busy, onSubmit, onBack }: UserDetailsFormProps) {
  const form = useForm(schema, initial);
  const hydrated = useHydrated();
  const autoComplete = (token: string) => (own ? token : 'off');

  function submit(event: FormEvent) {
    event.preventDefault();
    const details = form.submit();
    if (details) onSubmit(details);
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="max-w-2xl">
      <fieldset disabled={!hydrated || busy} className="flex min-w-0 flex-col gap-4">
        <TextField label={labels.name} required autoComplete={autoComplete('name')} {...form.field('name')} />
        <TextField label={labels.email} type="email" required autoComplete={autoComplete('email')} {...form.field('email')} />
        <TextField
          label={labels.contact}
          required
          // A phone field rather than type="number": a leading zero, spaces, `+` and `-` stay, and no spinner or wheel changes it.
          type="tel"
          inputMode={numericContact ? 'numeric' : 'tel'}
          autoComplete={autoComplete('tel')}
          {...form.field('contact')}
        />
        <FormActions submit={labels.submit} back={labels.back} onBack={onBack} />
      </fieldset>
    </form>
  );
}
