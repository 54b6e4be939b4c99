import * as z from 'zod/mini';
import { classMessages as m } from '../strings/classes.ts';
import { requiredText } from './fields.ts';

/** A class's name fits a picker's line and a table cell: "Grade 7 B", "Physics (evening)". */
export const CLASS_NAME_MAX = 60;
/** A roster or a class's tutors in one call: a whole year group fits, and the JSON body limit is never the first refusal. */
export const PEOPLE_PER_CALL_MAX = 1000;

// No `;`: it separates a student's classes in the import's and export's \`classes\` cell.
const className = requiredText(m.nameRequired, z.maxLength(CLASS_NAME_MAX, m.nameLong), z.refine((name) => !name.includes(';'), m.nameSemicolon));

/** People by id, as a picker sends them; which of them exist is the server's question. */
const personIds = z.array(z.string({ error: m.idsInvalid }).check(z.minLength(1, m.idsInvalid), z.maxLength(100, m.idsInvalid)), { error: m.idsInvalid }).check(
  z.maxLength(PEOPLE_PER_CALL_MAX, m.tooMany(PEOPLE_PER_CALL_MAX)),
);

/** The name field alone: the create and rename forms. */
export const classNameSchema = z.object({ name: className });

/** `POST /tutor/home/classes {name, tutorIds?}`: a new class, taught by nobody unless told. */
export const newClassSchema = z.object({ name: className, tutorIds: z.optional(personIds) });
export type NewClass = z.output<typeof newClassSchema>;

/** `PATCH /tutor/home/classes/{id} {name?, archived?, tutorIds?}`: what is left out stays; something must be sent. */
export const classChangeSchema = z
  .object({ name: z.optional(className), archived: z.optional(z.boolean({ error: m.archivedInvalid })), tutorIds: z.optional(personIds) })
  .check(z.refine((change) => Object.values(change).some((value) => value !== undefined), m.nothingToChange));
export type ClassChangeBody = z.output<typeof classChangeSchema>;

/** `PUT /tutor/home/classes/{id}/students {studentIds}`: the class's whole roster. */
export const rosterSchema = z.object({ studentIds: personIds });
