import type { TutorEntry } from '../../../contract/records/user.ts';
import { tutorMessages } from '../../../contract/strings/tutors.ts';
import { fieldOf, hasTexts, recordsIn, type ListEndpoint } from '../../lib/content/list-answer.ts';
import { recordPath } from '../../lib/content/save-change.ts';
import type { ListChange } from '../../lib/content/use-list-change.ts';
import { contentText } from '../../strings/content.ts';

export type { TutorEntry };

const FLAGS = ['admin', 'blocked', 'invited'] as const;

/** Whether a value is a tutor as the tutors calls answer one. */
export function isTutorEntry(value: unknown): value is TutorEntry {
  return hasTexts<TutorEntry>(['_id', 'fname', 'email'])(value) && FLAGS.every((flag) => typeof fieldOf(value, flag) === 'boolean');
}

/**
 * The school's tutors (`GET /tutor/home/tutors`, admins only), by name. Adding one is `POST` to
 * the same path, a change `PATCH {path}/{id}`; both answer `{tutor}`.
 */
export const tutorsList: ListEndpoint<TutorEntry> = {
  path: '/tutor/home/tutors',
  readList: (answer) => recordsIn(fieldOf(answer, 'tutors'), isTutorEntry),
};

/** The tutor a change's answer carries, `{tutor}`. */
export const tutorIn = (answer: unknown): unknown => fieldOf(answer, 'tutor');

/** One tutor's changes: `PATCH {blocked?, admin?}`. */
export const tutorPath = (id: string): string => recordPath(tutorsList.path, id);

/**
 * Mails a still invited tutor a fresh link (`POST …/{id}/invitation`), which replaces the
 * earlier one; a toast says it went, or why not.
 */
export function resendInvitation(change: ListChange, tutor: TutorEntry) {
  return change.send(`${tutorPath(tutor._id)}/invitation`, 'POST', undefined, { place: 'same', done: tutorMessages.invitationSent(tutor.email), then: () => undefined });
}

/**
 * Whether the signed-in tutor runs the school, from their profile (`GET /tutor/home/profile?id=`,
 * the one the page's head asks for), as a list of one: the page shows it loading, failed with
 * Retry, or known, as any list.
 */
export function adminCheck(tutorId: string): ListEndpoint<boolean> {
  return {
    path: `/tutor/home/profile?${new URLSearchParams({ id: tutorId })}`,
    readList: (answer) => {
      const user = fieldOf(answer, 'user');
      if (typeof fieldOf(user, '_id') !== 'string') throw new Error(contentText.unreadableList);
      return [fieldOf(user, 'admin') === true];
    },
  };
}
