import { useMemo } from 'react';
import type { GuardianChild } from '../../../contract/records/guardian.ts';
import { announcementsArea } from '../announcements/area.ts';
import StudentAnnouncements from '../announcements/StudentAnnouncements.tsx';
import { childList } from './area.ts';
import { ChildPage } from './ChildPage.tsx';

/** The announcements a guardian's child reads (island): the student's page over the child's list. */
export default function GuardianAnnouncements() {
  return <ChildPage slug="announcements" view={(child) => <ChildAnnouncements child={child} />} />;
}

function ChildAnnouncements({ child }: { child: GuardianChild }) {
  const endpoint = useMemo(() => childList(announcementsArea.student, child._id), [child._id]);
  return <StudentAnnouncements endpoint={endpoint} />;
}
