import { useMemo } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { useRecords } from '../../lib/content/use-records.ts';
import { studentsText as text } from '../../strings/students.ts';
import { AddGuardianDialog } from './AddGuardianDialog.tsx';
import { studentGuardians } from './guardians.ts';

/** A student's guardians in their details (issue 27): each one's name and address, and Add guardian. */
export function StudentGuardians({ studentId, studentName }: { studentId: string; studentName: string }) {
  const guardians = useRecords(useMemo(() => studentGuardians(studentId), [studentId]));
  return (
    <section aria-labelledby="guardians-heading" className="flex w-full max-w-2xl flex-col items-start gap-2">
      <h3 id="guardians-heading" className="text-lg font-semibold">
        {text.guardians}
      </h3>
      <DataState state={guardians.state} onRetry={guardians.retry} rows={1} empty={text.noGuardians}>
        {(all) => (
          <ul aria-labelledby="guardians-heading" className="flex flex-col gap-1">
            {all.map((guardian) => (
              <li key={guardian._id} className="[overflow-wrap:anywhere]">
                {guardian.fname ? `${guardian.fname} <${guardian.email}>` : guardian.email}
              </li>
            ))}
          </ul>
        )}
      </DataState>
      <AddGuardianDialog studentId={studentId} studentName={studentName} onAdded={guardians.refresh} />
    </section>
  );
}
