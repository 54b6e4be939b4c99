import type { WithAudience } from '../../../contract/records/audience.ts';
import { audiencesText } from '../../strings/audiences.ts';
import { AudienceLabel } from './AudienceLabel.tsx';
import type { Column } from './RecordTable.tsx';

/**
 * Who each record of a tutor's table is for: "Whole school", or its classes' names. Apart from
 * record-columns.tsx, which students' pages load too: they never show it.
 */
export function audienceColumn<T extends WithAudience>(): Column<T> {
  return { header: audiencesText.column, cell: (record) => <AudienceLabel classes={record.classes} /> };
}
