import { Hono } from 'hono';
import { dayMonthYear } from '../../contract/dates/codecs.ts';
import type { FileRecord } from '../../contract/records/file-record.ts';
import { fileRecordDetailsSchema, fileReplacementSchema } from '../../contract/validation/records.ts';
import { fileMessages } from '../../contract/strings/files.ts';
import { recordMessages } from '../../contract/strings/validation.ts';
import type { FileRecordTable, Queries } from '../db/index.ts';
import type { FileKind } from '../files/file-kinds.ts';
import { STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';
import { keepFile, receiveForm, removeStoredFiles, validFields } from './file-uploads.ts';
import { keptAnswer } from './kept-answer.ts';
import { dayOf, jsonBody } from './validate.ts';

/**
 * What differs between areas whose records are a dated title, a description and one file
 * (assignments, notes): the table, the word the audit log and messages use, the files accepted,
 * and each list's answer shape. Everything else is `fileRecordRoutes`.
 */
export interface FileRecordArea {
  /** The table, and the last segment of the area's paths. */
  table: FileRecordTable;
  /** One record, as the audit log and messages name it: `assignment`. */
  noun: string;
  /** What the file's content may be. */
  accepted: readonly FileKind[];
  /** `GET /tutor/home/{table}`'s answer. */
  tutorList: (records: FileRecord[]) => unknown;
  /** `GET /student/home/{table}`'s answer. */
  studentList: (records: FileRecord[]) => unknown;
}

/**
 * An area's calls (spec §7): both lists; the tutor's create (multipart), edit (JSON), file
 * replacement (multipart) and delete. The role guards are the area prefixes' (`guardAreas`).
 *
 * @param deps the store, the file store and the clock
 * @param area what differs in this area
 * @example api.route('/', fileRecordRoutes(deps, { table: 'notes', noun: 'note', accepted: DOCUMENT_KINDS, tutorList: (notes) => notes, studentList: (notes) => ({ notes }) }))
 */
export function fileRecordRoutes(deps: ApiDeps, area: FileRecordArea) {
  const records = (queries: Queries) => queries[area.table];
  const tutorPath = `${TUTOR_AREA}/${area.table}`;
  /** A record as the audit log names it: `assignment <id> "<title>"`. */
  const target = (id: string, title: string) => `${area.noun} ${id} "${title}"`;
  const notFound: () => never = () => fail(404, recordMessages.notFound(area.noun));
  const app = new Hono<ApiEnv>();

  // Each list's answer is made again only after a change to the table.
  app.get(`${STUDENT_AREA}/${area.table}`, keptAnswer(deps.store, [area.table], async () => area.studentList(await records(deps.store).list())));
  app.get(tutorPath, keptAnswer(deps.store, [area.table], async () => area.tutorList(await records(deps.store).list())));

  app.post(tutorPath, async (c) => {
    const form = await receiveForm(c, deps, { accepted: area.accepted });
    const details = await validFields(deps, form, fileRecordDetailsSchema);
    const [file] = form.files;
    if (!file) fail(400, fileMessages.missing);
    const id = await keepFile(deps, file, async (upload, tx) => {
      const made = await records(tx).create({ ...details, day: dayOf(dayMonthYear, details.date) }, upload.name, deps.now());
      await c.var.audit(`${area.noun}.create`, { target: target(made, details.title) }, tx);
      return made;
    });
    return c.json(await answerRecord(id), 201);
  });

  app.put(`${tutorPath}/:id`, jsonBody(fileRecordDetailsSchema), async (c) => {
    const details = c.req.valid('json');
    const id = c.req.param('id');
    await deps.store.transaction(async (tx) => {
      if (!(await records(tx).update(id, { ...details, day: dayOf(dayMonthYear, details.date) }, deps.now()))) notFound();
      await c.var.audit(`${area.noun}.edit`, { target: target(id, details.title) }, tx);
    });
    return c.json(await answerRecord(id));
  });

  app.patch(`${tutorPath}/:id`, async (c) => {
    const form = await receiveForm(c, deps, { accepted: area.accepted });
    const { date } = await validFields(deps, form, fileReplacementSchema);
    const [file] = form.files;
    if (!file) fail(400, fileMessages.missing);
    const id = c.req.param('id');
    const replaced = await keepFile(deps, file, async (upload, tx) => {
      await tx.rowLocks.hold(area.table, id);
      const before = await records(tx).find(id);
      if (!before) notFound();
      await records(tx).replaceFile(id, { date, day: dayOf(dayMonthYear, date) }, upload.name, deps.now());
      await tx.uploads.remove(before.upload);
      await c.var.audit(`${area.noun}.replace-file`, { target: target(id, before.record.title) }, tx);
      return before;
    });
    await removeStoredFiles(deps, [replaced.upload]);
    return c.json(await answerRecord(id));
  });

  app.delete(`${tutorPath}/:id`, async (c) => {
    const id = c.req.param('id');
    const removed = await deps.store.transaction(async (tx) => {
      await tx.rowLocks.hold(area.table, id);
      const found = await records(tx).find(id);
      if (!found) notFound();
      await records(tx).remove(id);
      await tx.uploads.remove(found.upload);
      await c.var.audit(`${area.noun}.delete`, { target: target(id, found.record.title) }, tx);
      return found;
    });
    await removeStoredFiles(deps, [removed.upload]);
    return c.body(null, 204);
  });

  async function answerRecord(id: string): Promise<FileRecord> {
    const found = await records(deps.store).find(id);
    if (!found) notFound();
    return found.record;
  }

  return app;
}
