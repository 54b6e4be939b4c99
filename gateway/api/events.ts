import { spacedMonthDayYear } from '../../contract/dates/codecs.ts';
import { eventChangeSchema, eventSchema } from '../../contract/validation/events.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps } from './context.ts';
import { datedRecordRoutes } from './dated-records.ts';
import { jsonBody } from './validate.ts';

/**
 * Events (spec §7): both lists answer `{events}` in date order; the tutor creates, edits (the id
 * in the JSON body) and deletes them. Dates are answered exactly as sent: the product sends
 * ` Nov 22 2026`, leading space included, and compares it as text.
 *
 * @param deps the store and the clock
 * @example api.route('/', eventsRoutes(deps))
 */
export function eventsRoutes(deps: ApiDeps) {
  const area = datedRecordRoutes(deps, { table: 'events', records: (queries) => queries.events, noun: 'event', namedBy: 'event', dates: spacedMonthDayYear });

  area.app.post(area.tutorPath, jsonBody(eventSchema), async (c) => {
    const details = c.req.valid('json');
    const id = await deps.store.transaction((tx) => area.create(c, tx, details));
    return compressedJson(c, await area.answer(id), 201);
  });

  // The product names the event in the body, not the path (spec §7).
  area.app.patch(area.tutorPath, jsonBody(eventChangeSchema), async (c) => {
    const { id, ...details } = c.req.valid('json');
    return compressedJson(c, await area.edit(c, id, details));
  });

  return area.app;
}
