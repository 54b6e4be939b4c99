import { useId } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { useRecords } from '../../lib/content/use-records.ts';
import { sectionHref } from '../../navigation/sections.ts';
import { homeText } from '../../strings/home.ts';
import { studentsList } from '../students/area.ts';

/** The card 'Total Number of Students Enrolled' (spec §2): the count, blocked students included, and 'See more'. */
export function StudentCount() {
  const students = useRecords(studentsList);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col items-start gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <h2 id={headingId} className="text-lg font-semibold">
        {homeText.studentsEnrolled}
      </h2>
      <DataState state={students.state} onRetry={students.retry} rows={1}>
        {/* As tall as the loading bar it replaces, so 'See more' does not move. */}
        {(records) => <p className="text-4xl leading-11 font-bold tabular-nums">{records.length}</p>}
      </DataState>
      <a href={sectionHref('tutor', 'students')} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {homeText.seeMore}
        <span className="sr-only">{homeText.seeMoreOf}</span>
      </a>
    </section>
  );
}
