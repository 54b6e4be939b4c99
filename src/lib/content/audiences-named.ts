import { useMemo } from 'react';
import type { WithAudience } from '../../../contract/records/audience.ts';
import { useSchoolClasses } from './school-classes.ts';
import { loadingWhile, type Records } from './use-records.ts';

/**
 * The list, held as loading while the classes its records are for have no names yet. Shown
 * before, a row's audience said '…' until the classes came, then grew to their names (a line or
 * two on a phone) and moved every row below it. A list of whole-school records waits for nothing.
 *
 * @example const list = useAudiencesNamed(page.list)
 */
export function useAudiencesNamed<T extends WithAudience>(list: Records<T>): Records<T> {
  const { state } = list;
  const wanted = state.status === 'ready' && state.records.some((record) => record.classes.length > 0);
  const { classes } = useSchoolClasses(wanted);
  return useMemo(() => loadingWhile(list, wanted && classes === undefined), [wanted, classes, list]);
}
