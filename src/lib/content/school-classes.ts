import { useEffect, useState } from 'react';
import type { SchoolClass } from '../../../contract/records/school-class.ts';
import { callApi } from '../api/client.ts';

/** The classes as loaded once per page: pickers and list labels of one page share one call. */
let loading: Promise<SchoolClass[]> | undefined;
/** The classes once that call has answered: a label drawn after it names them in its first paint. */
let loaded: SchoolClass[] | undefined;

/** The school's classes (`GET /tutor/home/classes`), loaded once per page; a failed load is tried again on the next ask. */
export function loadSchoolClasses(): Promise<SchoolClass[]> {
  loading ??= callApi<{ classes?: SchoolClass[] }>('/tutor/home/classes').then(
    (answer) => (loaded = answer.classes ?? []),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The classes while loading (`undefined`), loaded, or `'failed'`; `retry` asks the server again
 * (after a failure, or a change that made classes: a student import). `wanted` false: nothing is asked.
 */
export function useSchoolClasses(wanted = true): { classes: SchoolClass[] | undefined | 'failed'; retry: () => void } {
  const [classes, setClasses] = useState<SchoolClass[] | undefined | 'failed'>(() => (wanted ? loaded : undefined));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    loadSchoolClasses().then(
      (loaded) => current && setClasses(loaded),
      () => current && setClasses('failed'),
    );
    return () => {
      current = false;
    };
  }, [wanted, attempt]);
  return {
    classes,
    retry: () => {
      loading = undefined;
      loaded = undefined;
      setClasses(undefined);
      setAttempt((count) => count + 1);
    },
  };
}
