import { useState, type FormEvent } from 'react';
import { Button } from '../components/ui/button.tsx';
import { PasswordField } from '../components/ui/password-field.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { ApiError, callApi } from '../lib/api/client.ts';
import { useHydrated } from '../lib/forms/use-hydrated.ts';
import type { Position } from '../lib/session/token.ts';
import { loginSchema } from '../lib/validation/auth.ts';
import { sectionHref } from '../navigation/sections.ts';
import { signIn } from '../stores/auth.ts';
import { showToast } from '../stores/toasts.ts';
import { loginText } from '../strings/auth.ts';
import { loginMessages } from '../strings/validation.ts';

/** The login form of either role (spec §2, §5, §8). */
export default function LoginForm({ role }: { role: Position }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function logIn(event: FormEvent) {
    event.preventDefault();
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError('');
    setBusy(true);
    try {
      const { token } = await callApi<{ token: string }>(`/${role}/login`, { method: 'POST', body: parsed.data });
      signIn(token);
      location.assign(sectionHref(role, 'home'));
    } catch (failure) {
      setBusy(false);
      explain(failure);
    }
  }

  function explain(failure: unknown) {
    if (!(failure instanceof ApiError)) throw failure;
    // Unreachable server or server fault: the details may be right, so say what happened instead.
    if (failure.status === 0 || failure.status >= 500) return showToast('error', failure.message);
    if (role === 'student' && failure.status === 401) return showToast('error', loginMessages.blocked);
    setError(loginMessages.wrongDetails);
  }

  return (
    <form method="post" noValidate onSubmit={logIn}>
      <fieldset disabled={busy || !hydrated} className="flex min-w-0 flex-col gap-4">
      <TextField
        label={loginText.email}
        type="email"
        name="email"
        autoComplete="username"
        size={30}
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <PasswordField
        label={loginText.password}
        name="password"
        autoComplete="current-password"
        size={30}
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <Button type="submit">{busy ? loginText.submitting : loginText.submit}</Button>
      </fieldset>
      <p role="alert" className="mt-4 min-h-5 text-sm text-danger-700">
        {error}
      </p>
    </form>
  );
}
