import { Hono, type Context } from 'hono';
import type { AudienceFilter, ContentKind } from '../db/index.ts';
import type { FileReader } from '../db/audiences.ts';
import { GUARDIAN_AREA, GUARDIAN_READING, STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';
import { audienceKey, guardiansChild, readerAudience } from './audiences.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { keptAnswers } from './kept-answer.ts';

/** What an area's two lists need to know of it. */
export interface AreaLists<Item> {
  /** The last segment of both paths, and the content the lists show. */
  kind: ContentKind;
  /** The records `audience` passes (every record without one), in the order both lists show them. */
  list: (audience?: AudienceFilter) => Promise<Item[]>;
  /** `GET /tutor/home/{kind}`'s answer, where it is not the student's `{[kind]: items}` (the product reads some as the bare array). */
  tutorList?: (items: Item[]) => unknown;
  /** What else the tutor's answer shows, where it shows more than the records (an assignment's hand-in counts). */
  tutorAlso?: TutorListDepends;
  /** What else a guardian's view of a child's list carries (an assignment's hand-ins: what the child's own `/submissions` answers). */
  childAlso?: ChildAlso;
}

/** Fields a guardian's view of a child's list adds, read as the child's own calls read them. */
export type ChildAlso = (child: FileReader) => Promise<Record<string, unknown>>;

/** What a tutor's list answer depends on beyond the area's records and classes, so that it is kept no longer than it is true. */
export interface TutorListDepends {
  /** The other content it shows: `submissions`, `users`. */
  kinds: readonly ContentKind[];
  /** What else it changes with, read per request: how many due times have passed. */
  key: () => Promise<string>;
}

/**
 * An area's two lists (spec §7): the student's answers `{[kind]: items}`, and so does the tutor's
 * unless the area says otherwise. A student reads the whole school's records and their classes';
 * a tutor reads every record, or one class's with `?class=ID` (`?class=school`: the whole
 * school's only) (`readerAudience`). A guardian reads a child's list of the areas in
 * `GUARDIAN_READING` at `/guardian/home/children/{id}/{kind}`, as that child reads it. Each answer is kept per audience and made again only after a
 * change to the area or to the classes and rosters (`keptAnswers`).
 *
 * @param deps the store
 * @param area what the lists show, and the tutor's answer when it differs
 * @example app.route('/', areaLists(deps, { kind: 'notes', list: (audience) => deps.store.notes.list(audience), tutorList: (notes) => notes }))
 */
export function areaLists<Item>(deps: Pick<ApiDeps, 'store'>, area: AreaLists<Item>) {
  const app = new Hono<ApiEnv>();
  const answer = (shape: (items: Item[]) => unknown, also?: TutorListDepends) =>
    keptAnswers(deps.store, [area.kind, 'classes', ...(also?.kinds ?? [])], async (c: Context<ApiEnv>) => {
      const audience = await readerAudience(c, deps.store);
      const alsoKey = also ? `|${await also.key()}` : '';
      return { key: audienceKey(audience) + alsoKey, make: async () => shape(await area.list(audience)) };
    });
  const studentShape = (items: Item[]) => ({ [area.kind]: items });
  app.get(`${STUDENT_AREA}/${area.kind}`, answer(studentShape));
  app.get(`${TUTOR_AREA}/${area.kind}`, answer(area.tutorList ?? studentShape, area.tutorAlso));
  if (GUARDIAN_READING.includes(area.kind)) {
    // The child's own list, through the same query and audience as theirs: a guardian reads what each child reads.
    app.get(`${GUARDIAN_AREA}/children/:id/${area.kind}`, async (c) => {
      const child = await guardiansChild(c, deps.store);
      const items = await area.list({ readerClasses: child.readerClasses });
      return compressedJson(c, { ...studentShape(items), ...(await area.childAlso?.(child)) });
    });
  }
  return app;
}
