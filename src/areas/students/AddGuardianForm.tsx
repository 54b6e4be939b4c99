import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DialogClose } from '../../components/ui/dialog.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { Refusal } from '../../components/ui/refusal.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError, callApi } from '../../lib/api/client.ts';
import { rulesOnFirstUse, useRulesOnFirstUse } from '../../lib/forms/rules-on-first-use.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { showToast } from '../../stores/toasts.ts';
import { studentsText as text } from '../../strings/students.ts';
import { outcomeWords, studentGuardians } from './guardians.ts';

/** The form's rules, fetched with the form: they bring zod/mini, which the students' table does not need. */
const guardianRules = rulesOnFirstUse(() => import('../../../contract/validation/guardians.ts').then((rules) => rules.newGuardianFormSchema));

/** The server's refusal of an address (409: a student's or tutor's; 400), said by the field while it holds what was sent. */
interface Refused {
  message: string;
  sent: string;
}

/** The Add guardian dialog's form: the address, the name if known, and what the server answered. */
export default function AddGuardianForm({ studentId, onAdded }: { studentId: string; onAdded: () => void }) {
  // Fetched as the dialog opens, so an Add pressed at once finds them here.
  useRulesOnFirstUse(guardianRules, true);
  const form = useForm(guardianRules, { email: '', fname: '' });
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refused>();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = form.submit();
    if (!fields) return;
    setBusy(true);
    setFailure(null);
    try {
      const body = fields.fname ? fields : { email: fields.email };
      const answer = await callApi<unknown>(studentGuardians(studentId).path, { method: 'POST', body });
      showToast('success', outcomeWords(answer) ?? text.outcome.add(fields.email));
      onAdded();
    } catch (error) {
      setBusy(false);
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) setRefused({ message, sent: form.values.email });
      else setFailure(message);
    }
  }

  const email = form.field('email');
  const emailRefused = refused?.sent === email.value ? refused.message : undefined;
  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="mt-2 flex flex-col gap-4">
      <p className="text-slate-700">{text.addGuardianHint}</p>
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
        <TextField label={text.guardianEmail} type="email" required autoComplete="off" {...email} error={email.error ?? emailRefused} />
        <TextField label={text.guardianName} autoComplete="off" {...form.field('fname')} />
        <Refusal reason={failure} />
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">{text.cancel}</Button>
          </DialogClose>
          <NetworkButton type="submit">{text.addGuardianSubmit}</NetworkButton>
        </div>
      </fieldset>
    </form>
  );
}
