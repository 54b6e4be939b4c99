import { useMemo } from 'react';
import type { GuardianChild } from '../../../contract/records/guardian.ts';
import { assignmentsArea } from '../assignments/area.ts';
import { ownSubmissions } from '../assignments/own-submissions.ts';
import StudentAssignments from '../assignments/StudentAssignments.tsx';
import { childList } from './area.ts';
import { ChildPage } from './ChildPage.tsx';

/** A guardian's child's assignments (island): due dates and hand-in statuses, read only. */
export default function GuardianAssignments() {
  return <ChildPage slug="assignments" view={(child) => <ChildAssignments child={child} />} />;
}

function ChildAssignments({ child }: { child: GuardianChild }) {
  // One call answers both lists: the two share it.
  const lists = useMemo(() => ({ assignments: childList(assignmentsArea.student, child._id), submissions: childList(ownSubmissions, child._id) }), [child._id]);
  return <StudentAssignments child={lists} />;
}
