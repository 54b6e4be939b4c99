import { useMemo } from 'react';
import type { GuardianChild } from '../../../contract/records/guardian.ts';
import { eventsArea } from '../events/area.ts';
import StudentEvents from '../events/StudentEvents.tsx';
import { childList } from './area.ts';
import { ChildPage } from './ChildPage.tsx';

/** The events a guardian's child reads (island): the student's page over the child's list. */
export default function GuardianEvents() {
  return <ChildPage slug="events" view={(child) => <ChildEvents child={child} />} />;
}

function ChildEvents({ child }: { child: GuardianChild }) {
  const endpoint = useMemo(() => childList(eventsArea.student, child._id), [child._id]);
  return <StudentEvents endpoint={endpoint} />;
}
