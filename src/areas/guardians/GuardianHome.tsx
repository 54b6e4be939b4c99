import { useMemo } from 'react';
import { capitalise } from '../../../contract/records/capitalise.ts';
import { DataState } from '../../components/content/DataState.tsx';
import { useRecords } from '../../lib/content/use-records.ts';
import { useSchoolToday } from '../../lib/school/use-school.ts';
import { sectionOf } from '../../navigation/sections.ts';
import type { CalendarDay } from '../../../contract/dates/codecs.ts';
import type { CalendarMonth } from '../../../contract/dates/month-grid.ts';
import type { GuardianChild } from '../../../contract/records/guardian.ts';
import { attendanceText } from '../../strings/attendance.ts';
import { guardiansText as text } from '../../strings/guardians.ts';
import { studentMonth } from '../attendance/student-month.ts';
import { childFacts, childHref, childList, childrenList } from './area.ts';

/** The status line's box: one skeleton bar's height, so nothing below it moves as it loads and fills. */
const STATUS_LINE = 'min-h-11 content-center';

/** The views of a child a card links to, in the menu's order. */
const CHILD_VIEWS = ['attendence', 'assignments', 'announcements', 'events'] as const;

/**
 * The guardian's Home (island, issue 27): each child with their classes and today's status, and
 * links into the child's views. A guardian of one child sees that child's card alone, every view a
 * tap away.
 */
export default function GuardianHome() {
  const children = useRecords(childrenList);
  const today = useSchoolToday();
  return (
    <section aria-labelledby="children-heading" className="flex flex-col gap-4">
      <h2 id="children-heading" className="text-xl font-semibold">
        {text.childrenHeading}
      </h2>
      <DataState state={children.state} onRetry={children.retry} rows={4} empty={text.noChildren}>
        {(all) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {all.map((child) => (
              <li key={child._id}>
                <ChildCard child={child} today={today} />
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </section>
  );
}

function ChildCard({ child, today }: { child: GuardianChild; today: CalendarDay | undefined }) {
  const headingId = `child-${child._id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <div>
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {capitalise(child.fname)}
        </h3>
        <p className="text-sm text-slate-700">{childFacts(child)}</p>
      </div>
      {today ? <TodayStatus childId={child._id} today={today} /> : <p className={STATUS_LINE} />}
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {CHILD_VIEWS.map((slug) => {
          const { title } = sectionOf('guardian', slug);
          return (
            <li key={slug}>
              {/* Read out with the child's name: a screen reader's list of links would otherwise hold four of each. */}
              <a href={childHref(slug, child._id)} aria-label={text.viewOf(title, capitalise(child.fname))} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2">
                {title}
              </a>
            </li>
          );
        })}
      </ul>
    </article>
  );
}

/** The child's status today, from the child's attendance of this month: 'Today: Absent'. */
function TodayStatus({ childId, today }: { childId: string; today: CalendarDay }) {
  // A day's first seven characters are its month: month-grid's `monthOf` would bring the month grid and the codecs to this page for it.
  const thisMonth: CalendarMonth = today.slice(0, 7);
  const month = useRecords(useMemo(() => childList(studentMonth(thisMonth), childId), [childId, thisMonth]));
  return (
    <DataState state={month.state} onRetry={month.retry} rows={1}>
      {([read]) => {
        const status = read?.days.find((day) => day.date === today)?.status;
        return (
          <p className={STATUS_LINE}>
            <span className="font-medium">{text.today}:</span> <span className="font-semibold">{status && status !== 'not-marked' ? attendanceText.status[status] : text.notMarkedYet}</span>
          </p>
        );
      }}
    </DataState>
  );
}
