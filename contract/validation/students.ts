import * as z from 'zod/mini';
import { studentSearchMessages as m } from '../strings/students.ts';

/** A name, an e-mail or an admission number is never longer. */
export const STUDENT_QUERY_MAX = 100;
/** A page of the students list unless the caller asks for another size. */
export const STUDENT_PAGE_DEFAULT = 50;
/** The most students one page holds: a larger `limit` is read as this (a client asking for "all" still gets an answer). */
export const STUDENT_PAGE_MAX = 200;

/** Digits only, from 1: a query string's whole number. */
const wholeFromOne = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.regex(/^\d{1,9}$/, message)),
    z.transform((text) => Number(text)),
  ).check(z.minimum(1, message));

/**
 * `GET /tutor/home/students?q=&class=&blocked=&page=&limit=`: every part optional. `q` is
 * matched against the name, the e-mail and the admission number; `page` counts from 1.
 */
export const studentSearchSchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(STUDENT_QUERY_MAX, m.queryLong(STUDENT_QUERY_MAX)))),
  class: z.optional(z.string({ error: m.classInvalid }).check(z.minLength(1, m.classInvalid), z.maxLength(100, m.classInvalid))),
  blocked: z.optional(z.pipe(z.enum(['true', 'false'], { error: m.blockedInvalid }), z.transform((text) => text === 'true'))),
  page: z._default(wholeFromOne(m.pageInvalid), 1),
  limit: z.pipe(z._default(wholeFromOne(m.limitInvalid), STUDENT_PAGE_DEFAULT), z.transform((limit) => Math.min(limit, STUDENT_PAGE_MAX))),
});
export type StudentSearch = z.output<typeof studentSearchSchema>;

/** The query's parameters: any of them asks for a page with its `total`; none asks for the product's whole list. */
export const STUDENT_SEARCH_PARAMETERS = ['q', 'class', 'blocked', 'page', 'limit'] as const;
