import { useSchoolClasses } from '../../lib/content/school-classes.ts';
import { audiencesText as text } from '../../strings/audiences.ts';

/** Who a record is for, as the tutor's lists show it: "Whole school", or its classes' names. */
export function AudienceLabel({ classes }: { classes: readonly string[] }) {
  const wanted = classes.length > 0;
  const { classes: known } = useSchoolClasses(wanted);
  if (!wanted) return <>{text.wholeSchool}</>;
  const names = new Map(Array.isArray(known) ? known.map((each) => [each._id, each.name]) : []);
  return <>{classes.map((id) => names.get(id) ?? (known === undefined ? '…' : text.unknownClass)).join(', ')}</>;
}
