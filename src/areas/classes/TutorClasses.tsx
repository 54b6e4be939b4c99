import { useState } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { ViewHeader } from '../../components/content/ViewHeader.tsx';
import { Button } from '../../components/ui/button.tsx';
import { selectRecords, useRecords, type ListState } from '../../lib/content/use-records.ts';
import { useAdmin } from '../../lib/session/use-admin.ts';
import { $user } from '../../stores/auth.ts';
import { classesText as text } from '../../strings/classes.ts';
import { classesList, type ClassRow } from './area.ts';
import { ClassNameDialog } from './ClassNameDialog.tsx';
import { ClassTable } from './ClassTable.tsx';

type Shown = 'all' | 'mine';

/** The classes the signed-in tutor teaches. */
const taughtByMe = (classes: readonly ClassRow[]) => {
  const me = $user.get()?.aud;
  return classes.filter(({ tutorIds }) => me !== undefined && tutorIds.includes(me));
};

/**
 * The tutor's Classes page (island; school-model.md): every class, or the tutor's own, with its
 * tutors and how many students it has, and its roster to read. An admin also creates, renames,
 * archives and restores classes, picks their tutors and sets their rosters; the controls appear
 * once the server has said the tutor is an admin.
 */
export default function TutorClasses() {
  const list = useRecords(classesList);
  const answer = useAdmin();
  const admin = answer.admin === true;
  const [shown, setShown] = useState<Shown>('all');
  // An admin's rows carry more buttons, so they are taller: shown before the server had said
  // which, they grew under the reader's eyes (0.17 of layout shift on a phone).
  const listed = shown === 'mine' ? selectRecords(list.state, taughtByMe) : list.state;
  const state: ListState<ClassRow> = answer.settled ? listed : { status: 'loading' };
  const heading = shown === 'mine' ? text.myClasses : text.allClasses;
  const empty = shown === 'mine' ? text.emptyMine : admin ? text.emptyAllAdmin : text.emptyAll;

  return (
    <section className="flex flex-col gap-4">
      <ViewHeader focus={false} action={admin ? <ClassNameDialog list={list} /> : undefined}>
        {heading}
      </ViewHeader>
      <div role="group" aria-label={text.show} className="flex flex-wrap gap-2">
        {(['all', 'mine'] as const).map((choice) => (
          <Button key={choice} variant={shown === choice ? 'primary' : 'outline'} aria-pressed={shown === choice} onClick={() => setShown(choice)}>
            {choice === 'all' ? text.allClasses : text.myClasses}
          </Button>
        ))}
      </div>
      <DataState state={state} onRetry={list.retry} empty={empty}>
        {(classes) => <ClassTable classes={classes} list={list} caption={heading} admin={admin} />}
      </DataState>
    </section>
  );
}
