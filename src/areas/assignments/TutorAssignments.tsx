import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/content/DataState.tsx';
import { TutorRecords, type TutorRecordsExtras } from '../../components/content/TutorRecords.tsx';
import { parseAssignmentMode } from '../../lib/content/url-mode.ts';
import { assignmentsArea } from './area.ts';
import { assignmentColumns, SchoolTime } from './TutorAssignmentColumns.tsx';
import { useAssignmentDetails } from './use-assignment-details.tsx';
import { useAssignmentTerms } from './TutorAssignmentTerms.tsx';

// Fetched when a tutor opens an assignment's hand-ins: the list page does not carry the table.
const HandInView = lazy(() => import('./HandInView.tsx'));

/** What assignments add to the shared tutor page (issue 26): due time, points and hand-in in the forms, due and counts in the list, and the hand-in view. */
const assignmentExtras: TutorRecordsExtras = {
  parse: parseAssignmentMode,
  useDetails: useAssignmentDetails,
  columns: assignmentColumns,
  useFormPart: useAssignmentTerms,
  handIns: (assignment, { nav }) => (
    <Suspense fallback={<Skeleton rows={4} />}>
      <HandInView
        assignment={assignment}
        listPath={assignmentsArea.tutor.path}
        timeOf={(instant) => <SchoolTime instant={instant} />}
        focus={nav.moved}
        onBack={() => nav.returnTo({ name: 'home' })}
      />
    </Suspense>
  ),
};

/** The tutor's assignments page (island). */
export default function TutorAssignments() {
  return <TutorRecords area={assignmentsArea} extras={assignmentExtras} />;
}
