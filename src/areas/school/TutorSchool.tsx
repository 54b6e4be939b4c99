import { useEffect, useState } from 'react';
import type { SchoolSettings } from '../../../contract/records/school.ts';
import { serverMessages } from '../../../contract/strings/common.ts';
import { DataState } from '../../components/content/DataState.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import type { ListState } from '../../lib/content/use-records.ts';
import { useAdmin } from '../../lib/session/use-admin.ts';
import { loadSchool } from '../../stores/school.ts';
import { schoolText as text } from '../../strings/school.ts';
import { SchoolFacts } from './SchoolFacts.tsx';
import { SchoolForm } from './SchoolForm.tsx';

/**
 * The tutor's School page (island): the school's settings, as a form for an admin and read-only
 * for every other tutor (the server refuses their save anyway). The form starts from the
 * server's answer; only when that cannot be had does it show the copy this browser kept.
 */
export default function TutorSchool() {
  const [state, setState] = useState<ListState<SchoolSettings>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { admin, settled } = useAdmin();

  useEffect(() => {
    let mounted = true;
    void loadSchool().then((school) => {
      if (mounted) setState(school ? { status: 'ready', records: [school] } : { status: 'failed', error: serverMessages.offline });
    });
    return () => {
      mounted = false;
    };
  }, [attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  return (
    <section className="flex flex-col gap-4">
      <ViewHeading focus={false}>{text.heading}</ViewHeading>
      {/* Held until the server has said whether the tutor is an admin: the form and the facts differ in height. */}
      <DataState state={settled ? state : { status: 'loading' }} onRetry={retry} rows={6}>
        {([school]) =>
          school && admin ? (
            <SchoolForm school={school} />
          ) : school ? (
            <>
              {admin === false ? <p className="text-slate-700">{text.readOnly}</p> : null}
              <SchoolFacts school={school} />
            </>
          ) : null
        }
      </DataState>
    </section>
  );
}
