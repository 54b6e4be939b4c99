import { useId, useState, type FormEvent } from 'react';
import { Button } from '../components/ui/button.tsx';
import { NetworkButton } from '../components/ui/network-button.tsx';
import { PasswordField } from '../components/ui/password-field.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { callApi } from '../lib/api/client.ts';
import { useForm } from '../lib/forms/use-form.ts';
import { showToast } from '../stores/toasts.ts';
import { passwordResetText as text } from '../strings/password-reset.ts';
import type { Position } from '../../contract/records/user.ts';
import { passwordResetMessages } from '../../contract/strings/password-reset.ts';
import { passwordForgotFormSchema, passwordResetFormSchema } from '../../contract/validation/password-reset.ts';

export interface PasswordResetFlowProps {
  role: Position;
  /** What the login form's e-mail field held: the flow starts from it. */
  email: string;
  /** Back to the login form with the address used, whether or not the password was set. */
  onClose: (email: string) => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Forgot password, in two steps on the login page of either role: the e-mail, then the mailed
 * code with the new password typed twice (the sign-up rules). Loaded on first use: the login
 * page does not carry it. Whatever is typed stays when the server refuses it.
 */
export default function PasswordResetFlow({ role, email, onClose }: PasswordResetFlowProps) {
  const address = useForm(passwordForgotFormSchema, { email });
  const reset = useForm(passwordResetFormSchema, { otp: '', password: '', confirmPassword: '' });
  const [stage, setStage] = useState<'email' | 'code'>('email');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  // Each try renews the alert, so the same message said twice is announced twice.
  const [attempt, setAttempt] = useState(0);
  const failureId = useId();

  /** Runs one call with the form disabled; a refusal is said as a toast and beside the fields. */
  async function send(call: () => Promise<void>) {
    setBusy(true);
    setFailure('');
    try {
      await call();
    } catch (error) {
      showToast('error', messageOf(error));
      setFailure(messageOf(error));
      setAttempt((count) => count + 1);
    } finally {
      setBusy(false);
    }
  }

  async function requestCode(event?: FormEvent) {
    event?.preventDefault();
    const details = address.submit();
    if (!details) return setStage('email');
    await send(async () => {
      const { message } = await callApi<{ message: string }>('/password/forgot', { method: 'POST', body: { email: details.email, position: role } });
      showToast('info', message);
      setStage('code');
    });
  }

  async function setPassword(event: FormEvent) {
    event.preventDefault();
    const details = address.submit();
    const fields = reset.submit();
    if (!details || !fields) return;
    await send(async () => {
      const { otp, password } = fields;
      await callApi('/password/reset', { method: 'POST', body: { email: details.email, position: role, otp, password } });
      showToast('success', passwordResetMessages.done);
      onClose(details.email);
    });
  }

  const alert = (
    <p key={attempt} id={failureId} role="alert" className="-mt-2 min-h-5 text-sm text-danger-700">
      {failure}
    </p>
  );
  const described = failure ? { 'aria-describedby': failureId } : {};
  const back = (
    <Button variant="outline" onClick={() => onClose(address.values.email.trim())}>
      {text.backToLogin}
    </Button>
  );

  if (stage === 'email') {
    return (
      <form method="post" noValidate onSubmit={(event) => void requestCode(event)}>
        <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
          <h2 className="text-lg font-semibold">{text.heading}</h2>
          <TextField label={text.email} type="email" autoComplete="username" size={30} {...address.field('email')} {...described} />
          {alert}
          <NetworkButton type="submit">{busy ? text.sending : text.sendCode}</NetworkButton>
          {back}
        </fieldset>
      </form>
    );
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void setPassword(event)}>
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
        <h2 className="text-lg font-semibold">{text.codeHeading}</h2>
        <p className="text-slate-700">{text.codeSentTo(address.values.email.trim())}</p>
        <TextField label={text.code} inputMode="numeric" autoComplete="one-time-code" {...reset.field('otp')} {...described} />
        <PasswordField label={text.password} autoComplete="new-password" size={30} {...reset.field('password')} />
        <PasswordField label={text.confirmPassword} autoComplete="new-password" size={30} {...reset.field('confirmPassword')} />
        {alert}
        <NetworkButton type="submit">{busy ? text.saving : text.submit}</NetworkButton>
        <NetworkButton variant="outline" onClick={() => void requestCode()}>
          {text.resendCode}
        </NetworkButton>
        <Button variant="outline" onClick={() => setStage('email')}>
          {text.changeEmail}
        </Button>
        {back}
      </fieldset>
    </form>
  );
}
