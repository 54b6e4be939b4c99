import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../components/ui/button.tsx';
import { NetworkButton } from '../components/ui/network-button.tsx';
import { PasswordField } from '../components/ui/password-field.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { ApiError, callApi } from '../lib/api/client.ts';
import { useRulesOnFirstUse } from '../lib/forms/rules-on-first-use.ts';
import { takeSignedUpEmail } from '../lib/forms/signup-email-hand-over.ts';
import { useHydrated } from '../lib/forms/use-hydrated.ts';
import type { Position } from '../../contract/records/user.ts';
import { loginRules } from '../lib/validation/auth-on-first-use.ts';
import { sectionHref } from '../navigation/sections.ts';
import { signIn } from '../stores/auth.ts';
import { showToast } from '../stores/toasts.ts';
import { loginExtraText } from '../strings/login.ts';
import { loginText } from '../../contract/strings/auth.ts';
import { serverMessages } from '../../contract/strings/common.ts';
import type { loginMessages } from '../../contract/strings/validation.ts';

/** Forgot password, fetched when first opened: the login page does not carry it. */
type ResetFlow = typeof import('./PasswordResetFlow.tsx').default;

const looksLikeToken = (token: unknown): token is string => typeof token === 'string' && token.split('.').length === 3;

/** The login form of either role (spec §2, §5, §8). */
export default function LoginForm({ role }: { role: Position }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [error, setError] = useState('');
  // Each attempt renews the alert, so the same message said twice is announced twice.
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  // The flow once fetched and open; the login form stays while it comes.
  const [ResetFlow, setResetFlow] = useState<ResetFlow>();
  const hydrated = useHydrated();
  const errorId = useId();
  // The address a student just signed up with, taken once hydrated: the static HTML has none.
  useEffect(() => {
    const email = takeSignedUpEmail();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time read of storage, which the static render cannot see.
    if (email) setValues((current) => ({ ...current, email }));
  }, []);

  function openReset() {
    import('./PasswordResetFlow.tsx').then(
      (flow) => setResetFlow(() => flow.default),
      () => showToast('error', serverMessages.offline),
    );
  }
  // Fetched as the person types, so the rules are there by the time they press Login.
  useRulesOnFirstUse(loginRules, values.email !== '' || values.password !== '');

  async function logIn(event: FormEvent) {
    event.preventDefault();
    setAttempt(attempt + 1);
    const rules = loginRules.loaded ?? (await loginRules.load().catch(() => null));
    if (!rules) return showToast('error', serverMessages.offline);
    const parsed = rules.schema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError('');
    setBusy(true);
    try {
      const { token } = await callApi<{ token?: unknown }>(`/${role}/login`, { method: 'POST', body: parsed.data });
      if (!looksLikeToken(token)) throw new ApiError(502, serverMessages.noToken);
      await keepToken(token);
      location.assign(sectionHref(role, 'home'));
    } catch (failure) {
      setBusy(false);
      explain(failure, rules.messages);
    }
  }

  function explain(failure: unknown, messages: typeof loginMessages) {
    const status = failure instanceof ApiError ? failure.status : 0;
    // Unreachable server, server fault or a browser refusing storage: the details may be right.
    if (!(failure instanceof ApiError) || status === 0 || status >= 500) {
      return showToast('error', failure instanceof Error ? failure.message : serverMessages.unexpected);
    }
    if (role === 'student' && status === 401) return showToast('error', messages.blocked);
    // Throttled: the server says how long to wait, which 'correct details' would not.
    setError(status === 429 ? failure.message : messages.wrongDetails);
  }

  /** What both fields share: a 30-character width, the error that describes them, and their value. */
  const field = (name: keyof typeof values, autoComplete: string) => ({
    name,
    autoComplete,
    size: 30,
    'aria-describedby': error ? errorId : undefined,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
  });
  if (ResetFlow) {
    return (
      <ResetFlow
        role={role}
        email={values.email.trim()}
        onClose={(email) => {
          setValues({ email, password: '' });
          setError('');
          setResetFlow(undefined);
        }}
      />
    );
  }
  return (
    <form method="post" noValidate onSubmit={(event) => void logIn(event)}>
      <fieldset disabled={busy || !hydrated} className="flex min-w-0 flex-col gap-4">
        <TextField label={loginText.email} type="email" {...field('email', 'username')} />
        <PasswordField label={loginText.password} {...field('password', 'current-password')} />
        <NetworkButton type="submit">{busy ? loginText.submitting : loginText.submit}</NetworkButton>
        <Button variant="ghost" onClick={openReset}>
          {loginExtraText.forgotPassword}
        </Button>
      </fieldset>
      <p key={attempt} id={errorId} role="alert" className="mt-4 min-h-5 text-sm text-danger-700">
        {error}
      </p>
    </form>
  );
}

/** Keeps the token, and waits until nothing saved for anyone else is left on the device. */
function keepToken(token: string): Promise<void> {
  try {
    return signIn(token);
  } catch {
    throw new Error(serverMessages.storageBlocked);
  }
}
