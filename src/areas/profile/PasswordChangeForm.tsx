import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { ApiError, callApi } from '../../lib/api/client.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { showToast } from '../../stores/toasts.ts';
import { profileText as text } from '../../strings/profile.ts';
import type { Position } from '../../../contract/records/user.ts';
import { passwordChangeMessages } from '../../../contract/strings/validation.ts';
import { passwordChangeFormSchema } from '../../../contract/validation/password.ts';
import { passwordPath } from './area.ts';
import { keepFreshToken } from './fresh-token.ts';
import { FormActions } from '../../components/content/FormActions.tsx';

type Field = 'current' | 'password' | 'confirmPassword';

/** The server's refusal, shown beside its field while the field still holds what was sent. */
interface Refusal {
  field: Field;
  message: string;
  sent: string;
}

const EMPTY = { current: '', password: '', confirmPassword: '' };

/**
 * The change of password in either profile: the current password, the new one with the sign-up
 * rules, and the new one again. Loaded when the view opens, so the details carry none of it. On
 * success the answered token is kept (this session goes on; every other ends) and `onDone` runs;
 * a refusal is said beside its field and as a toast, leaving everything typed.
 */
export default function PasswordChangeForm({ role, onDone }: { role: Position; onDone: () => void }) {
  const form = useForm(passwordChangeFormSchema, EMPTY);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const change = form.submit();
    if (!change) return;
    setBusy(true);
    try {
      keepFreshToken(await callApi<unknown>(passwordPath(role), { method: 'PUT', body: { current: change.current, password: change.password } }));
    } catch (error) {
      setBusy(false);
      const message = error instanceof Error ? error.message : String(error);
      const field = refusedField(error);
      if (field) setRefusal({ field, message, sent: change[field] });
      showToast('error', message);
      return;
    }
    showToast('success', text.passwordChanged);
    onDone();
  }

  /** A field's props: its own rule's message, else the server's while the field holds what was sent. */
  function field(name: Field) {
    const props = form.field(name);
    const refused = refusal?.field === name && refusal.sent === props.value ? refusal.message : undefined;
    return { ...props, error: props.error ?? refused };
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="max-w-2xl">
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
        <PasswordField label={text.currentPassword} required autoComplete="current-password" {...field('current')} />
        <PasswordField label={text.newPassword} required autoComplete="new-password" {...field('password')} />
        <PasswordField label={text.confirmPassword} required autoComplete="new-password" {...field('confirmPassword')} />
        <FormActions submit={text.save} back={text.back} onBack={onDone} />
      </fieldset>
    </form>
  );
}

/**
 * Which field a refusal is about: a wrong current password or too many of them is the current
 * password's; any other 400 is the new password's rules (the form checks the rest before sending).
 * Anything else (offline, a session ended) is said only as a toast.
 */
function refusedField(error: unknown): Field | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 429 || error.message === passwordChangeMessages.currentWrong) return 'current';
  return error.status === 400 ? 'password' : undefined;
}
