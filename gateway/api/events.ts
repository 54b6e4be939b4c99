import { Hono } from 'hono';
import { spacedMonthDayYear } from '../../contract/dates/codecs.ts';
import { eventChangeSchema, eventSchema } from '../../contract/validation/events.ts';
import { recordMessages } from '../../contract/strings/validation.ts';
import { STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';
import { keptAnswer } from './kept-answer.ts';
import { dayOf, jsonBody } from './validate.ts';

const TUTOR_PATH = `${TUTOR_AREA}/events`;

/** An event as the audit log names it: `event <id> "<event>"`. */
const target = (id: string, event: string) => `event ${id} "${event}"`;
const notFound: () => never = () => fail(404, recordMessages.notFound('event'));

/**
 * Events (spec §7): both lists answer `{events}` in date order; the tutor creates, edits (the id
 * in the JSON body) and deletes them. Dates are answered exactly as sent: the product sends
 * ` Nov 22 2026`, leading space included, and compares it as text. The role guards are the
 * area prefixes'.
 *
 * @param deps the store and the clock
 * @example api.route('/', eventsRoutes(deps))
 */
export function eventsRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();
  // Both roles read the same answer, made again only after a change.
  const sendList = keptAnswer(deps.store, ['events'], async () => ({ events: await deps.store.events.list() }));

  app.get(`${STUDENT_AREA}/events`, sendList);
  app.get(TUTOR_PATH, sendList);

  app.post(TUTOR_PATH, jsonBody(eventSchema), async (c) => {
    const details = c.req.valid('json');
    const made = await deps.store.transaction(async (tx) => {
      const event = await tx.events.create({ ...details, day: dayOf(spacedMonthDayYear, details.date) }, deps.now());
      await c.var.audit('event.create', { target: target(event._id, details.event) }, tx);
      return event;
    });
    return c.json(made, 201);
  });

  // The product names the event in the body, not the path (spec §7).
  app.patch(TUTOR_PATH, jsonBody(eventChangeSchema), async (c) => {
    const { id, ...details } = c.req.valid('json');
    await deps.store.transaction(async (tx) => {
      if (!(await tx.events.update(id, { ...details, day: dayOf(spacedMonthDayYear, details.date) }, deps.now()))) notFound();
      await c.var.audit('event.edit', { target: target(id, details.event) }, tx);
    });
    return c.json((await deps.store.events.find(id)) ?? notFound());
  });

  app.delete(`${TUTOR_PATH}/:id`, async (c) => {
    const id = c.req.param('id');
    await deps.store.transaction(async (tx) => {
      const found = await tx.events.find(id);
      if (!found) notFound();
      await tx.events.remove(id);
      await c.var.audit('event.delete', { target: target(id, found.event) }, tx);
    });
    return c.body(null, 204);
  });

  return app;
}
