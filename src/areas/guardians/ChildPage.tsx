import clsx from 'clsx';
import { capitalise } from '../../../contract/records/capitalise.ts';
import type { ReactNode } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { useRecords } from '../../lib/content/use-records.ts';
import { keepInAddress } from '../../lib/content/use-url-mode.ts';
import type { GuardianChild } from '../../../contract/records/guardian.ts';
import { guardiansText as text } from '../../strings/guardians.ts';
import { CHILD_PARAMETER, childFacts, childHref, childrenList, chosenChild } from './area.ts';

// Every view of a child's page (a record, a month, the report) stays with that child.
keepInAddress(CHILD_PARAMETER);

/**
 * A guardian's page of one child's view (issue 27): the child the address names (`?child=ID`),
 * or the only one; the other children's same view a link away; a list to choose from when the
 * guardian has several and named none; and a clear word, never a blank page, for a child that is
 * not theirs. `view` is the student's own island, reading the child's lists.
 */
export function ChildPage({ slug, view }: { slug: string; view: (child: GuardianChild) => ReactNode }) {
  const children = useRecords(childrenList);
  return (
    <DataState state={children.state} onRetry={children.retry} rows={4}>
      {(all) => {
        // Read once the list is here, in the browser: the static HTML is the skeleton.
        const chosen = chosenChild(all, location.search);
        if (chosen.kind === 'none') return <p>{text.noChildren}</p>;
        if (chosen.kind !== 'child') {
          return (
            <div className="flex flex-col gap-4">
              {chosen.kind === 'unknown' ? (
                <p role="alert" className="font-semibold text-danger-700">
                  {text.unknownChild}
                </p>
              ) : (
                <p>{text.chooseChildHint}</p>
              )}
              <ChildLinks label={text.chooseChild} slug={slug} all={all} current={null} />
            </div>
          );
        }
        return (
          <div className="flex flex-col gap-4">
            <p className="flex flex-col">
              <span className="text-lg font-semibold break-words">{capitalise(chosen.child.fname)}</span>
              <span className="text-sm text-slate-700">{childFacts(chosen.child)}</span>
            </p>
            {all.length > 1 ? <ChildLinks label={text.switchChild} slug={slug} all={all} current={chosen.child._id} /> : null}
            {/* Keyed by the child, so nothing of one child's view (a page, a month) is carried to another's. */}
            <div key={chosen.child._id}>{view(chosen.child)}</div>
          </div>
        );
      }}
    </DataState>
  );
}

/** Links to the same view of each child, the one shown marked as the current page. */
function ChildLinks({ label, slug, all, current }: { label: string; slug: string; all: readonly GuardianChild[]; current: string | null }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {all.map((child) => (
          <li key={child._id}>
            <a
              href={childHref(slug, child._id)}
              aria-current={child._id === current ? 'page' : undefined}
              className={clsx(
                'inline-flex min-h-11 items-center rounded-md px-3 font-medium ring-1',
                child._id === current ? 'bg-brand-100 text-brand-800 ring-brand-200' : 'bg-white text-brand-700 underline ring-slate-200',
              )}
            >
              {capitalise(child.fname)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
