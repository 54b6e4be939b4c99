import { Fragment } from 'react';

/** One line of a user's details: 'Email' and the address. */
export interface UserFact {
  label: string;
  value: string;
}

/**
 * A user's details as a list of labels and values: a profile, a student's details. A
 * description list, so a screen reader says which value belongs to which label.
 */
export function UserFacts({ facts }: { facts: readonly UserFact[] }) {
  return (
    <dl className="grid max-w-2xl grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-md bg-white p-4 ring-1 ring-slate-200">
      {facts.map(({ label, value }) => (
        <Fragment key={label}>
          <dt className="font-medium text-slate-700">{label}</dt>
          {/* Long e-mail addresses break anywhere rather than widen the page on a phone. */}
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
