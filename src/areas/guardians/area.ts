import type { GuardianChild } from '../../../contract/records/guardian.ts';
import { fieldOf, recordsIn, type ListEndpoint } from '../../lib/content/list-answer.ts';
import { sectionHref } from '../../navigation/sections.ts';
import { guardiansText as text } from '../../strings/guardians.ts';

/** The address's parameter naming the child a guardian's page shows: `?child=ID`. */
export const CHILD_PARAMETER = 'child';

const STUDENT_AREA = '/student/home/';
/** The child's hand-ins come with their assignments: one call answers both (`{assignments, submissions}`). */
const ANSWERED_WITH: Readonly<Record<string, string>> = { submissions: 'assignments' };

const isGuardianChild = (value: unknown): value is GuardianChild =>
  typeof fieldOf(value, '_id') === 'string' &&
  typeof fieldOf(value, 'fname') === 'string' &&
  typeof fieldOf(value, 'admissionNo') === 'string' &&
  Array.isArray(fieldOf(value, 'classNames'));

/** The guardian's children (`GET /guardian/home/children`), by name. */
export const childrenList: ListEndpoint<GuardianChild> = {
  path: '/guardian/home/children',
  readList: (answer) => recordsIn(fieldOf(answer, 'children'), isGuardianChild),
};

/**
 * A student's list as a guardian reads it for one child (issue 27): the same answer, at
 * `/guardian/home/children/{id}/…`, read the same way.
 *
 * @example childList(announcementsArea.student, '7') // { path: '/guardian/home/children/7/announcements', … }
 */
export function childList<T>(endpoint: ListEndpoint<T>, childId: string): ListEndpoint<T> {
  if (!endpoint.path.startsWith(STUDENT_AREA)) throw new Error(`Not a student's list: ${endpoint.path}`);
  const own = endpoint.path.slice(STUDENT_AREA.length);
  const [name = '', query] = own.split('?');
  const path = `/guardian/home/children/${encodeURIComponent(childId)}/${ANSWERED_WITH[name] ?? name}${query === undefined ? '' : `?${query}`}`;
  return { path, readList: endpoint.readList };
}

/** A guardian's page of one child's `slug`: `/guardian/home/events?child=7`. */
export function childHref(slug: string, childId: string): string {
  return `${sectionHref('guardian', slug)}?${new URLSearchParams({ [CHILD_PARAMETER]: childId })}`;
}

/** Which child a guardian's page shows: the one the address names, or the only one; else the guardian chooses, or is told the child is not theirs. */
export type ChosenChild = { kind: 'child'; child: GuardianChild } | { kind: 'choose' } | { kind: 'unknown' } | { kind: 'none' };

/**
 * The child a page of a guardian with `children` shows, by the address's `?child=ID`. With one
 * child and none named, that child, so a guardian of one never chooses.
 */
export function chosenChild(children: readonly GuardianChild[], search: string): ChosenChild {
  const id = new URLSearchParams(search).get(CHILD_PARAMETER);
  if (id) {
    const child = children.find((each) => each._id === id);
    return child ? { kind: 'child', child } : { kind: 'unknown' };
  }
  const [only] = children;
  if (only && children.length === 1) return { kind: 'child', child: only };
  return children.length === 0 ? { kind: 'none' } : { kind: 'choose' };
}

/** A child as their pages name them beside their name: 'Roll No 00012 · 7A, 7B'. */
export function childFacts(child: GuardianChild): string {
  return [`${text.rollNo} ${child.admissionNo}`, child.classNames.join(', ') || text.noClass].join(' · ');
}
