import { useState, type FormEvent } from 'react';
import { Button } from '../components/ui/button.tsx';
import { NetworkButton } from '../components/ui/network-button.tsx';
import { PasswordField } from '../components/ui/password-field.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { ApiError, callApi } from '../lib/api/client.ts';
import { useForm } from '../lib/forms/use-form.ts';
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
  const [code, setCode] = useState('');
  const hydrated = useHydrated();

  function submitDetails(event: FormEvent) {
    event.preventDefault();
    const details = form.submit();
    if (!details) return;
    setFailure('');
    setCode('');
    // As in the product, the code stage opens before the mail is confirmed sent.
    setStage('otp');
    callApi('/student/signup', { method: 'POST', body: { contact: details.contact, email: details.email } }).catch(
      (error: unknown) => {
        // No code is coming: say why and let the student correct the details.
        showToast('error', error instanceof Error ? error.message : String(error));
        setStage((current) => (current === 'otp' ? 'form' : current));
      },
    );
  }

  async function confirmCode(event: FormEvent) {
    event.preventDefault();
    const details = form.submit();
    if (!details) return setStage('form');
    setStage('loading');
    try {
      const { confirmPassword: _, ...account } = details;
      await callApi('/student/otp', { method: 'POST', body: { ...account, otp: code, position: 'student', blocked: false } });
      showToastOnNextPage('success', signupText.created);
      location.assign(loginHref('student'));
    } catch (error) {
      const wrongCode = error instanceof ApiError && error.status === 400;
      // Already loaded with the form's rules, which import it.
      const { otpMessages } = await import('../../contract/strings/validation.ts');
      setFailure(wrongCode || !(error instanceof Error) ? otpMessages.wrong : error.message);
      setStage('form');
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
          // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the student asked for this stage: their next step is typing the code.
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <NetworkButton type="submit">{signupText.otpSubmit}</NetworkButton>
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
      <p role="alert" className="mt-4 min-h-5 text-sm text-danger-700">
        {failure}
      </p>
    </form>
  );
}
