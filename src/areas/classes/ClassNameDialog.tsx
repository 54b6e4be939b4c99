import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { recordPath } from '../../lib/content/save-change.ts';
import type { Records } from '../../lib/content/use-records.ts';
import { rulesOnFirstUse, useRulesOnFirstUse } from '../../lib/forms/rules-on-first-use.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { classesText as text } from '../../strings/classes.ts';
import { classesList, type ClassRow } from './area.ts';
import { Refusal } from '../../components/ui/refusal.tsx';
import { useClassChange } from './use-class-change.ts';

/** The name's rules (contract/validation/classes.ts), fetched as the form opens: most visits never open it, and they bring zod/mini. */
const nameRules = rulesOnFirstUse(() => import('../../../contract/validation/classes.ts').then((rules) => rules.classNameSchema));

export interface ClassNameDialogProps {
  list: Records<ClassRow>;
  /** The class to rename; left out, the dialog creates a class. */
  schoolClass?: ClassRow;
}

/**
 * The admin's New class button, or a row's Rename, and the dialog with the name field. A name
 * another class in use has is refused with the server's reason, and the dialog stays as typed.
 */
export function ClassNameDialog({ list, schoolClass }: ClassNameDialogProps) {
  const [open, setOpen] = useState(false);
  const trigger = schoolClass ? (
    <Button variant="outline" className="px-3" aria-label={text.actionOn(text.rename, schoolClass.name)}>
      {text.rename}
    </Button>
  ) : (
    <Button>{text.newClass}</Button>
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={schoolClass ? text.renameTitle(schoolClass.name) : text.newClassTitle}>
        <NameForm list={list} schoolClass={schoolClass} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NameForm({ list, schoolClass, onSaved }: ClassNameDialogProps & { onSaved: () => void }) {
  // Fetched as the dialog opens, so a Save pressed at once (a rename typed fast) finds them here.
  useRulesOnFirstUse(nameRules, true);
  const form = useForm(nameRules, { name: schoolClass?.name ?? '' });
  const change = useClassChange(list);

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = form.submit();
    if (!fields) return;
    if (schoolClass) {
      void change.send(recordPath(classesList.path, schoolClass._id), 'PATCH', fields, schoolClass.tutors, { place: 'same', done: text.renamed(fields.name), then: onSaved });
    } else {
      void change.send(classesList.path, 'POST', fields, [], { place: 'first', done: text.created(fields.name), then: onSaved });
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="mt-4">
      <fieldset disabled={change.busy} className="flex min-w-0 flex-col gap-4">
        <TextField label={text.className} required autoComplete="off" {...form.field('name')} />
        <Refusal reason={change.refusal} />
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">{text.cancel}</Button>
          </DialogClose>
          <NetworkButton type="submit">{schoolClass ? text.save : text.create}</NetworkButton>
        </div>
      </fieldset>
    </form>
  );
}
