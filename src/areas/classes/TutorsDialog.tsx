import { useState, type FormEvent } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogClose } from '../../components/ui/dialog.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { capitalise } from '../../../contract/records/capitalise.ts';
import { recordPath } from '../../lib/content/save-change.ts';
import { useRecords, type Records } from '../../lib/content/use-records.ts';
import { classesText as text } from '../../strings/classes.ts';
import { classesList, tutorChoices, type ClassRow, type TutorChoice } from './area.ts';
import { Refusal } from '../../components/ui/refusal.tsx';
import { RowActionDialog } from './RowActionDialog.tsx';
import { useClassChange } from './use-class-change.ts';

/** A row's Tutors button and the admin's choice of who teaches the class: every tutor, ticked or not, with their e-mail. */
export function TutorsDialog({ list, schoolClass }: { list: Records<ClassRow>; schoolClass: ClassRow }) {
  return (
    <RowActionDialog action={text.tutors} className={schoolClass.name} title={text.tutorsTitle(schoolClass.name)}>
      {(close) => <TutorsForm list={list} schoolClass={schoolClass} onSaved={close} />}
    </RowActionDialog>
  );
}

/** Loaded as the dialog opens: the tutors list is the admin's alone, and few pages need it. */
function TutorsForm({ list, schoolClass, onSaved }: { list: Records<ClassRow>; schoolClass: ClassRow; onSaved: () => void }) {
  const tutors = useRecords(tutorChoices);
  const [ticked, setTicked] = useState(() => new Set(schoolClass.tutorIds));
  const change = useClassChange(list);

  function toggle(id: string) {
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function submit(event: FormEvent, known: readonly TutorChoice[]) {
    event.preventDefault();
    const tutorIds = known.filter(({ _id }) => ticked.has(_id)).map(({ _id }) => _id);
    void change.send(recordPath(classesList.path, schoolClass._id), 'PATCH', { tutorIds }, known, { place: 'same', done: text.tutorsSaved(schoolClass.name), then: onSaved });
  }

  return (
    <div className="mt-4">
      <DataState state={tutors.state} onRetry={tutors.retry} empty={text.noTutorAccounts}>
        {(known) => (
          <form method="post" noValidate onSubmit={(event) => submit(event, known)}>
            <fieldset disabled={change.busy} className="flex min-w-0 flex-col gap-4">
              <legend className="mb-2 font-medium">{text.tutorsLegend}</legend>
              <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto">
                {known.map((tutor) => (
                  <li key={tutor._id}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50">
                      <input type="checkbox" checked={ticked.has(tutor._id)} onChange={() => toggle(tutor._id)} className="size-6 shrink-0 accent-brand-700" />
                      <span className="min-w-0 break-words">
                        {text.chooseTutor(capitalise(tutor.fname), tutor.email)}
                        {/* The space keeps the marker a word of its own in the checkbox's name. */}
                        {tutor.blocked ? (
                          <>
                            {' '}
                            <span className="text-sm font-semibold text-danger-700">{text.blockedMarker}</span>
                          </>
                        ) : null}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              <Refusal reason={change.refusal} />
              <div className="flex flex-wrap justify-end gap-3">
                <DialogClose asChild>
                  <Button variant="outline">{text.cancel}</Button>
                </DialogClose>
                <NetworkButton type="submit">{text.save}</NetworkButton>
              </div>
            </fieldset>
          </form>
        )}
      </DataState>
    </div>
  );
}
