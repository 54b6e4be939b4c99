import { validator } from 'hono/validator';
import type * as z from 'zod/mini';
import { HTTPException } from 'hono/http-exception';
import type { CalendarDay, DateCodec } from '../../contract/dates/codecs.ts';
import { firstErrorByField } from '../../contract/validation/issues.ts';
import { serverMessages } from '../../contract/strings/common.ts';
import { fixedMessage } from '../i18n/localized-messages.ts';

/**
 * The value parsed by `schema`, or a 400 answer with the first message (as the form would
 * show it) and every field's first message.
 *
 * @param schema the shared zod schema of this request
 * @param value what the client sent
 * @example const details = validOrFail(fileRecordDetailsSchema, fields)
 */
export function validOrFail<Schema extends z.ZodMiniType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Form-level messages (no field) travel as `message` only.
  const { '': _formLevel, ...byField } = firstErrorByField(result.error.issues);
  // A schema keeps its English messages from its load: the call's language is given here.
  const errors = Object.fromEntries(Object.entries(byField).map(([field, text]) => [field, fixedMessage(text)]));
  const message = fixedMessage(result.error.issues[0]?.message ?? serverMessages.invalidRequest);
  throw new HTTPException(400, { res: Response.json({ message, errors }, { status: 400 }) });
}

/**
 * Validates a JSON body with the same schema the form uses (see `validOrFail`).
 *
 * @param schema the shared zod schema of this request
 * @example app.post('/student/login', jsonBody(loginSchema), (c) => compressedJson(c, c.req.valid('json')))
 */
export function jsonBody<Schema extends z.ZodMiniType>(schema: Schema) {
  return validator('json', (value): z.output<Schema> => validOrFail(schema, value));
}

/**
 * The day a date names, for a date the request's schema has already checked (`dateText(codec)`):
 * records keep it beside the text as sent, to sort by and to match "today".
 *
 * @param codec the wire format the schema checked the date with
 * @param text the date as sent
 * @example const day = dayOf(monthDayYear, details.date) // 'Nov 22 2026' → '2026-11-22'
 */
export function dayOf(codec: DateCodec, text: string): CalendarDay {
  const day = codec.parse(text);
  // Only reachable if a route skipped its schema: a bug, not the client's fault.
  if (day === null) throw new Error(`dayOf: "${text}" was not checked as ${codec.pattern}`);
  return day;
}
