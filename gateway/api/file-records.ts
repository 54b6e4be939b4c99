import { dayMonthYear } from '../../contract/dates/codecs.ts';
import type { FileRecord } from '../../contract/records/file-record.ts';
import { fileRecordDetailsSchema, fileReplacementSchema } from '../../contract/validation/records.ts';
import { fileMessages } from '../../contract/strings/files.ts';
import type { FileRecordTable } from '../db/index.ts';
import type { FileKind } from '../files/file-kinds.ts';
import type { ApiDeps } from './context.ts';
import { datedRecordRoutes } from './dated-records.ts';
import { fail } from './errors.ts';
import { keepFile, receiveForm, validFields } from './file-uploads.ts';
import { removeStoredFiles } from './remove-with-files.ts';
import { dayOf, jsonBody } from './validate.ts';

/**
 * What differs between areas whose records are a dated title, a description and one file
 * (assignments, notes): the table, the word the audit log and messages use, the files accepted,
 * and the tutor's list's answer where it is not the student's. Everything else is `fileRecordRoutes`.
 */
export interface FileRecordArea {
  /** The table, and the last segment of the area's paths. */
  table: FileRecordTable;
  /** One record, as the audit log and messages name it: `assignment`. */
  noun: string;
  /** What the file's content may be. */
  accepted: readonly FileKind[];
  /** `GET /tutor/home/{table}`'s answer, where it is not the student's `{[table]: records}`. */
  tutorList?: (records: FileRecord[]) => unknown;
}

/**
 * An area's calls (spec §7): both lists and the delete (`datedRecordRoutes`); the tutor's create
 * (multipart), edit (JSON) and file replacement (multipart).
 *
 * @param deps the store, the file store and the clock
 * @param area what differs in this area
 * @example api.route('/', fileRecordRoutes(deps, { table: 'notes', noun: 'note', accepted: DOCUMENT_KINDS, tutorList: (notes) => notes }))
 */
export function fileRecordRoutes(deps: ApiDeps, area: FileRecordArea) {
  const routes = datedRecordRoutes(deps, {
    table: area.table,
    records: (queries) => queries[area.table],
    noun: area.noun,
    namedBy: 'title',
    dates: dayMonthYear,
    tutorList: area.tutorList,
  });
  const { app, tutorPath } = routes;

  app.post(tutorPath, async (c) => {
    const form = await receiveForm(c, deps, { accepted: area.accepted });
    const details = await validFields(deps, form, fileRecordDetailsSchema);
    const [file] = form.files;
    if (!file) fail(400, fileMessages.missing);
    const id = await keepFile(deps, file, (upload, tx) => routes.create(c, tx, { ...details, upload: upload.name }));
    return c.json(await routes.answer(id), 201);
  });

  app.put(`${tutorPath}/:id`, jsonBody(fileRecordDetailsSchema), async (c) => {
    const details = c.req.valid('json');
    return c.json(await routes.edit(c, c.req.param('id'), details));
  });

  app.patch(`${tutorPath}/:id`, async (c) => {
    const form = await receiveForm(c, deps, { accepted: area.accepted });
    const { date } = await validFields(deps, form, fileReplacementSchema);
    const [file] = form.files;
    if (!file) fail(400, fileMessages.missing);
    const id = c.req.param('id');
    const replaced = await keepFile(deps, file, async (upload, tx) => {
      await tx.rowLocks.hold(area.table, id);
      const before = (await tx[area.table].find(id)) ?? routes.notFound();
      await tx[area.table].replaceFile(id, { date, day: dayOf(dayMonthYear, date) }, upload.name, deps.now());
      await tx.uploads.remove(before.uploads[0]);
      await c.var.audit(`${area.noun}.replace-file`, { target: routes.target(id, before.record) }, tx);
      return before.uploads;
    });
    // The new file is in place and the old one's row is gone: only its file is left to remove.
    await removeStoredFiles(deps, replaced);
    return c.json(await routes.answer(id));
  });

  return app;
}
