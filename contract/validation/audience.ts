import * as z from 'zod/mini';
import { audienceMessages } from '../strings/audiences.ts';
import { AUDIENCE_CLASSES_MAX, CLASS_ID_MAX } from './limits.ts';

/**
 * The rule, made in a function marked free of side effects: a page that imports a module of
 * schemas with this field but never uses them (every tutor's form page) then carries none of it.
 */
/* @__NO_SIDE_EFFECTS__ */
function audienceRule() {
  return z.optional(
    z.pipe(
      z.union([z.string(), z.array(z.string())], { error: audienceMessages.classesInvalid }),
      z.pipe(
        z.transform((sent: string | string[]) => [...new Set((typeof sent === 'string' ? sent.split(',') : sent).map((id) => id.trim()).filter(Boolean))].sort()),
        z.array(z.string().check(z.maxLength(CLASS_ID_MAX, audienceMessages.classesInvalid))).check(z.maxLength(AUDIENCE_CLASSES_MAX, audienceMessages.tooMany)),
      ),
    ),
  );
}

/**
 * Who a record is for (contract/records/audience.ts): class ids, none for the whole school. A
 * JSON body sends an array; a multipart form sends one field `classes`, the ids separated by
 * commas (empty: the whole school). Read as the ids in id order, each once. Optional: absent, a
 * new record is for the whole school and an edit leaves the record's classes as they were. Its
 * own module, not fields.ts: the login and sign-up pages load fields.ts and need none of it.
 */
export const audienceClasses = audienceRule();
