import { useEffect, useState } from 'react';
import type { CalendarDay } from '../../../contract/dates/codecs.ts';
import type { SchoolSettings } from '../../../contract/records/school.ts';
import { $school, loadSchool, schoolToday } from '../../stores/school.ts';
import { useStoreOnceHydrated } from '../hooks/use-store-once-hydrated.ts';

/** The school's settings on a page, for an island. */
export interface SchoolOnPage {
  /** Undefined in the static HTML, and on a first visit until the server answers. */
  school: SchoolSettings | undefined;
  /** Whether the settings are known or could not be read: until then, "today" is not yet decided. */
  settled: boolean;
}

/**
 * The school's settings for an island (`$school`), read from the server once per page whoever
 * asks first, and renewed when an admin saves them.
 *
 * @example const { school } = useSchool(); {school?.helpline}
 */
export function useSchool(): SchoolOnPage {
  // The static HTML knows no school: the first render matches it, whatever this browser kept.
  const school = useStoreOnceHydrated($school, undefined);
  const [read, setRead] = useState(false);
  useEffect(() => {
    let mounted = true;
    void loadSchool().then(() => mounted && setRead(true));
    return () => {
      mounted = false;
    };
  }, []);
  return { school, settled: read || school !== undefined };
}

/**
 * Today at the school (`schoolToday`) for an island: undefined until the settings are known or
 * could not be read (then the device's day), so a list of today's records waits rather than
 * showing another day's first.
 *
 * @example const today = useSchoolToday(); const ofToday = today && records.filter((record) => record.day === today)
 */
export function useSchoolToday(): CalendarDay | undefined {
  const { school, settled } = useSchool();
  return settled ? schoolToday(new Date(), school) : undefined;
}
