/**
 * "New" markers (issue 26): which records of each list a student has not seen yet, by when they
 * last opened that list. Area names are fixed here for the API and the navigation alike.
 */

/** The lists that carry "new" markers, as `GET /student/home/news` names them and `PUT /student/home/news/{area}` takes them. */
export const NEWS_AREAS = ['assignments', 'notes', 'announcements', 'events', 'photos'] as const;

/** One list with "new" markers. */
export type NewsArea = (typeof NEWS_AREAS)[number];

/** Whether `value` names a list with "new" markers. */
export function isNewsArea(value: string): value is NewsArea {
  return (NEWS_AREAS as readonly string[]).includes(value);
}

/** The most ids one area answers: the navigation shows "99+" from there. */
export const NEWS_CAP = 99;

/**
 * What `GET /student/home/news` answers in `{news}`: per area, the `_id`s (as that area's list
 * answers them; a photo section's for photos) of the records the student may read that were
 * made after they last opened the list (or, never opened, after their account was made), newest
 * first, at most `NEWS_CAP`. A photo section counts by when it was made: photos added to an
 * older section later do not make it new.
 */
export type News = Record<NewsArea, string[]>;
