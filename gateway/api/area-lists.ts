import { Hono } from 'hono';
import type { ContentKind } from '../db/index.ts';
import { STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { keptAnswer } from './kept-answer.ts';

/** What an area's two lists need to know of it. */
export interface AreaLists<Item> {
  /** The last segment of both paths, and the content the lists show. */
  kind: ContentKind;
  /** The records, in the order both lists show them. */
  list: () => Promise<Item[]>;
  /** `GET /tutor/home/{kind}`'s answer, where it is not the student's `{[kind]: items}` (the product reads some as the bare array). */
  tutorList?: (items: Item[]) => unknown;
}

/**
 * An area's two lists (spec §7): the student's answers `{[kind]: items}`, and so does the tutor's
 * unless the area says otherwise. Each answer is made again only after a change to the area
 * (`keptAnswer`); where both roles read the same, they share one.
 *
 * @param deps the store
 * @param area what the lists show, and the tutor's answer when it differs
 * @example app.route('/', areaLists(deps, { kind: 'notes', list: () => deps.store.notes.list(), tutorList: (notes) => notes }))
 */
export function areaLists<Item>(deps: Pick<ApiDeps, 'store'>, area: AreaLists<Item>) {
  const app = new Hono<ApiEnv>();
  const answer = (shape: (items: Item[]) => unknown) => keptAnswer(deps.store, [area.kind], async () => shape(await area.list()));
  const studentList = answer((items) => ({ [area.kind]: items }));
  app.get(`${STUDENT_AREA}/${area.kind}`, studentList);
  app.get(`${TUTOR_AREA}/${area.kind}`, area.tutorList ? answer(area.tutorList) : studentList);
  return app;
}
