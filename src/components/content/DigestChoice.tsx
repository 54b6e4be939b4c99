import { useId, useMemo, useState } from 'react';
import { DIGEST_OF_ROLE, type DigestRole } from '../../../contract/records/digests.ts';
import type { DigestChoiceChange } from '../../../contract/validation/digests.ts';
import { callApi } from '../../lib/api/client.ts';
import { useRecords } from '../../lib/content/use-records.ts';
import { showToast } from '../../stores/toasts.ts';
import { digestText, type DigestChoiceText } from '../../strings/digests.ts';
import { LoadFailure } from './DataState.tsx';
import { digestEndpoint, digestPath } from './digest-endpoint.ts';

/**
 * A role's e-mail digest, on or off (issue 27, part 4): a labelled checkbox that saves as it is
 * ticked, saying so in a toast, or why not (the box goes back). The student's profile places the
 * weekly one; a guardian's page places the same component for the daily one, with its words.
 *
 * @param reader the role whose own digest it is: `student` or `guardian`
 * @param text its label and what it holds
 * @example <DigestChoice reader="student" text={digestChoiceText.weekly} />
 */
export function DigestChoice({ reader: role, text }: { reader: DigestRole; text: DigestChoiceText }) {
  const endpoint = useMemo(() => digestEndpoint(role), [role]);
  const choice = useRecords(endpoint);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function choose(subscribed: boolean) {
    // Not disabled while saving: a disabled box would drop the keyboard's focus.
    if (busy) return;
    setBusy(true);
    const body: DigestChoiceChange = { subscribed };
    try {
      const saved = endpoint.readList(await callApi<unknown>(digestPath(role), { method: 'PUT', body }));
      choice.change(() => saved);
      showToast('success', subscribed ? digestText.turnedOn(DIGEST_OF_ROLE[role]) : digestText.turnedOff(DIGEST_OF_ROLE[role]));
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : String(error));
    }
    setBusy(false);
  }

  // The label and hint are known before the choice arrives: they are painted at once, the box
  // disabled until it is read, so nothing below them moves when it is (Lighthouse's layout shift).
  if (choice.state.status === 'failed') return <LoadFailure error={choice.state.error} onRetry={choice.retry} />;
  const loading = choice.state.status === 'loading';
  const current = choice.state.status === 'ready' ? choice.state.records[0] : undefined;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={current?.subscribed ?? false}
        disabled={loading}
        aria-busy={busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event.target.checked)}
        className="mt-2.5 size-6 shrink-0 accent-brand-700"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="flex min-h-11 items-center font-medium">
          {text.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {text.hint}
        </p>
      </div>
    </div>
  );
}
