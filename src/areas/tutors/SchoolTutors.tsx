import { useMemo } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { ViewHeader } from '../../components/content/ViewHeader.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { useRecords } from '../../lib/content/use-records.ts';
import { $user } from '../../stores/auth.ts';
import { tutorsText as text } from '../../strings/tutors.ts';
import { AddTutorDialog } from './AddTutorDialog.tsx';
import { adminCheck, tutorsList } from './area.ts';
import { TutorsTable } from './TutorsTable.tsx';

/**
 * The admins' Tutors page (island; school-model.md): every tutor, marked Admin, Invited or
 * Blocked, with Add tutor, and per row Block or Unblock, Make admin or Remove admin, and Send
 * invitation again. A tutor who is not an admin reads why there is nothing here for them; the
 * server refuses their calls whatever a page shows.
 */
export default function SchoolTutors() {
  // In the browser only: the static HTML is the loading state, and the build knows no user.
  const me = useMemo(() => $user.get()?.aud ?? '', []);
  const check = useRecords(useMemo(() => adminCheck(me), [me]));
  if (check.state.status === 'ready' && check.state.records[0] === true) return <Tutors me={me} />;
  return (
    <section className="flex flex-col gap-4">
      <ViewHeading focus={false}>{text.heading}</ViewHeading>
      <DataState state={check.state} onRetry={check.retry}>
        {() => <p className="text-slate-700">{text.adminsOnly}</p>}
      </DataState>
    </section>
  );
}

/** The list and its changes, once the server has said the tutor is an admin. */
function Tutors({ me }: { me: string }) {
  const list = useRecords(tutorsList);
  return (
    <section className="flex flex-col gap-4">
      <ViewHeader focus={false} action={<AddTutorDialog list={list} />}>
        {text.heading}
      </ViewHeader>
      <DataState state={list.state} onRetry={list.retry}>
        {(tutors) => <TutorsTable tutors={tutors} list={list} me={me} />}
      </DataState>
    </section>
  );
}
