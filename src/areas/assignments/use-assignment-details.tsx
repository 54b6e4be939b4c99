import { Button } from '../../components/ui/button.tsx';
import type { FileRecordMode } from '../../lib/content/url-mode.ts';
import type { UrlMode } from '../../lib/content/use-url-mode.ts';
import { shownDateTime } from '../../lib/dates/page-dates.ts';
import { useSchool } from '../../lib/school/use-school.ts';
import { schoolTimeZone } from '../../stores/school.ts';
import { handInText } from '../../strings/hand-in.ts';
import { handInsText as text } from '../../strings/hand-ins.ts';
import type { TutorAssignment } from './TutorAssignmentColumns.tsx';

/** The details' facts of an assignment (due time on the school's clock, points, a closed hand-in) and the way to its hand-ins. */
export function useAssignmentDetails(record: TutorAssignment, nav: UrlMode<FileRecordMode>) {
  const { school } = useSchool();
  const facts = [
    record.due ? handInText.due(shownDateTime(record.due, schoolTimeZone(school))) : null,
    record.points === undefined ? null : handInText.points(record.points),
    record.handInOpen === false ? text.handInClosed : null,
  ].filter((fact) => fact !== null);
  const action = <Button onClick={() => nav.open({ name: 'handIns', id: record._id })}>{text.openHandIns}</Button>;
  return { facts, action };
}
