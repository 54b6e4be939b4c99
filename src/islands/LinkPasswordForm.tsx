import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import { NetworkButton } from '../components/ui/network-button.tsx';
import { callApi } from '../lib/api/client.ts';
import { useHydrated } from '../lib/forms/use-hydrated.ts';
import type { RulesOnFirstUse } from '../lib/forms/rules-on-first-use.ts';
import { useForm, type FormValues } from '../lib/forms/use-form.ts';
import { enterWithToken, linkSecret } from '../lib/session/enter-with-token.ts';
import { showToast } from '../stores/toasts.ts';

export interface LinkPasswordFormProps<Schema extends z.ZodMiniType<unknown, Record<string, unknown>>> {
  /** The form's rules (fetched as the form is first used, like the sign-up's) and its empty values. */
  schema: RulesOnFirstUse<Schema>;
  initial: FormValues<Schema>;
  /** The call that uses the link: `POST {path}` with `{token, …the form's values but the confirmation}`. */
  path: string;
  intro: string;
  /** Said instead of the form when the page was opened without the link's secret. */
  noLink: string;
  submit: string;
  /** The form's fields, given the props of each by name. */
  children: (field: ReturnType<typeof useForm<Schema>>['field']) => ReactNode;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A page opened from a one-time link (an invitation, a tutor's reset, the first admin's setup):
 * a form whose values are sent with the link's secret, after which the answer's token signs the
 * person in and their home opens. A refusal is said beside the form and as a toast, and
 * everything typed stays.
 */
export function LinkPasswordForm<Schema extends z.ZodMiniType<unknown, Record<string, unknown>>>({
  schema,
  initial,
  path,
  intro,
  noLink,
  submit,
  children,
}: LinkPasswordFormProps<Schema>) {
  const form = useForm(schema, initial);
  const hydrated = useHydrated();
  const [secret, setSecret] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [attempt, setAttempt] = useState(0);
  const failureId = useId();
  // The fragment is the browser's alone: read once hydrated, as the static page cannot, and again
  // when the link is pasted over this very page (only the fragment changes: nothing reloads).
  useEffect(() => {
    const read = () => setSecret(linkSecret());
    read();
    addEventListener('hashchange', read);
    return () => removeEventListener('hashchange', read);
  }, []);

  async function send(event: FormEvent) {
    event.preventDefault();
    const values = form.submit();
    if (!values || !secret) return;
    setBusy(true);
    setFailure('');
    const { confirmPassword: _confirmation, ...body } = values as Record<string, unknown>;
    try {
      await enterWithToken(await callApi<unknown>(path, { method: 'POST', body: { token: secret, ...body } }));
    } catch (error) {
      setBusy(false);
      setFailure(messageOf(error));
      setAttempt((count) => count + 1);
      showToast('error', messageOf(error));
    }
  }

  if (secret === '') return <p role="alert" className="text-danger-700">{noLink}</p>;
  return (
    <form method="post" noValidate onSubmit={(event) => void send(event)}>
      <fieldset disabled={busy || !hydrated || secret === undefined} className="flex min-w-0 flex-col gap-4">
        <p className="text-slate-700">{intro}</p>
        {children((name) => form.field(name))}
        <p key={attempt} id={failureId} role="alert" className="min-h-5 text-sm text-danger-700">
          {failure}
        </p>
        <NetworkButton type="submit" aria-describedby={failure ? failureId : undefined}>
          {submit}
        </NetworkButton>
      </fieldset>
    </form>
  );
}
