import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../components/ui/button.tsx';
import { NetworkButton } from '../components/ui/network-button.tsx';
import { PasswordField } from '../components/ui/password-field.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { ApiError, callApi } from '../lib/api/client.ts';
import { useForm } from '../lib/forms/use-form.ts';
import { handOverSignedUpEmail } from '../lib/forms/signup-email-hand-over.ts';
import { useHydrated } from '../lib/forms/use-hydrated.ts';
import type { SignupForm } from '../../contract/validation/auth.ts';
import { signupRules } from '../lib/validation/auth-on-first-use.ts';
import { loginHref } from '../navigation/sections.ts';
import { showToast, showToastOnNextPage } from '../stores/toasts.ts';
import { signupText } from '../../contract/strings/auth.ts';

type Stage = 'form' | 'otp' | 'loading';

const emptyForm: SignupForm = { fname: '', email: '', password: '', confirmPassword: '', contact: '' };

/** Student sign-up in three stages (spec §2, §4): the form, the e-mailed code, then loading. */
export default function SignupFlow() {
  const form = useForm(signupRules, emptyForm);
  const [stage, setStage] = useState<Stage>('form');
  const [failure, setFailure] = useState('');
  // Each try renews the alert, so the same message said twice is announced twice.
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const hydrated = useHydrated();
  const failureId = useId();
  const codeField = useRef<HTMLInputElement>(null);

  // The student asked for the code stage, and came back to it after a try: their next step is
  // typing the code. (An `autofocus` attribute works once per page, and Preact writes it as one.)
  useEffect(() => {
    if (stage === 'otp') codeField.current?.focus();
  }, [stage]);

  /** Opens the code stage afresh and asks for a code to be mailed; the answer says what was done. */
  function requestCode(details: SignupForm) {
    setFailure('');
    setCode('');
    setStage('otp');
    return callApi<{ message: string }>('/student/signup', { method: 'POST', body: { contact: details.contact, email: details.email } });
  }

  /** The details checked again (they cannot change on the code stage), or back to the form. */
  function checkedDetails() {
    const details = form.submit();
    if (!details) setStage('form');
    return details;
  }

  function submitDetails(event: FormEvent) {
    event.preventDefault();
    const details = form.submit();
    if (!details) return;
    // As in the product, the code stage opens before the mail is confirmed sent.
    requestCode(details).catch((error: unknown) => {
      // No code is coming: say why and let the student correct the details.
      showToast('error', messageOf(error));
      setStage((current) => (current === 'otp' ? 'form' : current));
    });
  }

  /** Five wrong tries or ten minutes void a code, and the server then says only that it is wrong. */
  function resendCode() {
    const details = checkedDetails();
    if (!details) return;
    requestCode(details).then(
      ({ message }) => showToast('info', message),
      (error: unknown) => showToast('error', messageOf(error)),
    );
  }

  async function confirmCode(event: FormEvent) {
    event.preventDefault();
    const details = checkedDetails();
    if (!details) return;
    setStage('loading');
    try {
      const { confirmPassword: _, ...account } = details;
      await callApi('/student/otp', { method: 'POST', body: { ...account, otp: code, position: 'student', blocked: false } });
      handOverSignedUpEmail(account.email);
      showToastOnNextPage('success', signupText.created);
      location.assign(loginHref('student'));
    } catch (error) {
      const wrongCode = error instanceof ApiError && error.status === 400;
      // Already loaded with the form's rules, which import it.
      const { otpMessages } = await import('../../contract/strings/validation.ts');
      // Any failure stays on the code stage: a wrong code is cleared for retyping, any other
      // (offline, a server fault) keeps the code to confirm again.
      if (wrongCode) setCode('');
      setFailure(wrongCode || !(error instanceof Error) ? otpMessages.wrong : error.message);
      setAttempt((count) => count + 1);
      setStage('otp');
    }
  }

  if (stage === 'loading') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-10">
        <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
        {signupText.creating}
      </div>
    );
  }

  if (stage === 'otp') {
    return (
      <form method="post" noValidate onSubmit={(event) => void confirmCode(event)} className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">{signupText.otpHeading}</h2>
        <p className="text-slate-700">{signupText.otpSentTo(form.values.email.trim())}</p>
        <TextField
          label={signupText.otpLabel}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          ref={codeField}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? failureId : undefined}
        />
        <p key={attempt} id={failureId} role="alert" className="-mt-2 min-h-5 text-sm text-danger-700">
          {failure}
        </p>
        <NetworkButton type="submit">{signupText.otpSubmit}</NetworkButton>
        <NetworkButton variant="outline" onClick={resendCode}>
          {signupText.resendCode}
        </NetworkButton>
        <Button variant="outline" onClick={() => setStage('form')}>
          {signupText.changeDetails}
        </Button>
      </form>
    );
  }

  return (
    <form method="post" noValidate onSubmit={submitDetails}>
      <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-4">
        <TextField label={signupText.fname} autoComplete="name" {...form.field('fname')} />
        <TextField label={signupText.email} type="email" autoComplete="email" size={30} {...form.field('email')} />
        <PasswordField label={signupText.password} autoComplete="new-password" size={30} {...form.field('password')} />
        <PasswordField label={signupText.confirmPassword} autoComplete="new-password" size={30} {...form.field('confirmPassword')} />
        <TextField label={signupText.contact} type="tel" inputMode="tel" autoComplete="tel" {...form.field('contact')} />
        <NetworkButton type="submit">{signupText.submit}</NetworkButton>
      </fieldset>
    </form>
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
