import { useState, type FormEvent } from 'react';
import { capitalise } from '../../../contract/records/capitalise.ts';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField } from '../../components/ui/checkbox-field.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useListChange } from '../../lib/content/use-list-change.ts';
import type { Records } from '../../lib/content/use-records.ts';
import { rulesOnFirstUse, useRulesOnFirstUse } from '../../lib/forms/rules-on-first-use.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { tutorsText as text } from '../../strings/tutors.ts';
import { Refusal } from '../../components/ui/refusal.tsx';
import { isTutorEntry, tutorIn, tutorsList, type TutorEntry } from './area.ts';

/** The form's rules (contract/validation/tutors.ts), fetched as the form opens: they bring zod/mini, which the list does not need. */
const tutorRules = rulesOnFirstUse(() => import('../../../contract/validation/tutors.ts').then((rules) => rules.newTutorFormSchema));

/**
 * The admin's Add tutor button and its form: name, e-mail, contact and whether the tutor is an
 * admin. The tutor is invited by e-mail (queued with the account, so it goes once the mail
 * server takes it); an address in use is refused in the dialog, which keeps what was typed.
 */
export function AddTutorDialog({ list }: { list: Records<TutorEntry> }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{text.addTutor}</Button>
      </DialogTrigger>
      <DialogContent title={text.addTutor}>
        <AddTutorForm list={list} onAdded={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface AddTutorFormProps {
  list: Records<TutorEntry>;
  onAdded: () => void;
}

function AddTutorForm({ list, onAdded }: AddTutorFormProps) {
  // Fetched as the dialog opens, so an Add pressed at once finds them here.
  useRulesOnFirstUse(tutorRules, true);
  const form = useForm(tutorRules, { fname: '', email: '', contact: '' });
  const [admin, setAdmin] = useState(false);
  const change = useListChange(list, isTutorEntry);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = form.submit();
    if (!fields) return;
    await change.send(tutorsList.path, 'POST', { ...fields, admin }, { place: 'first', done: text.added(capitalise(fields.fname)), then: onAdded }, tutorIn);
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="mt-2 flex flex-col gap-4">
      <p className="text-slate-700">{text.addIntro}</p>
      <fieldset disabled={change.busy} className="flex min-w-0 flex-col gap-4">
        <TextField label={text.name} required autoComplete="off" {...form.field('fname')} />
        <TextField label={text.email} type="email" required autoComplete="off" {...form.field('email')} />
        {/* A phone field, as the profile's contact: a leading zero, spaces, `+` and `-` stay. */}
        <TextField label={text.contact} type="tel" inputMode="tel" required autoComplete="off" {...form.field('contact')} />
        <CheckboxField label={text.admin} hint={text.adminHint} checked={admin} onChange={setAdmin} />
        <Refusal reason={change.refusal} />
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">{text.cancel}</Button>
          </DialogClose>
          <NetworkButton type="submit">{text.add}</NetworkButton>
        </div>
      </fieldset>
    </form>
  );
}
