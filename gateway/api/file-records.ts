import * as z from 'zod/mini';
import { dayMonthYear } from '../../contract/dates/codecs.ts';
import type { FileRecord } from '../../contract/records/file-record.ts';
import { fileRecordDetailsSchema, fileReplacementSchema } from '../../contract/validation/records.ts';
import { fileMessages } from '../../contract/strings/files.ts';
import type { AudienceFilter, FileRecordTable, Queries } from '../db/index.ts';
import type { FileKind } from '../files/file-kinds.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps } from './context.ts';
import type { ChildAlso, TutorListDepends } from './area-lists.ts';
import { datedRecordRoutes } from './dated-records.ts';
import { fail } from './errors.ts';
import { keepFile, receiveForm, validFields } from './file-uploads.ts';
import { removeStoredFiles } from './remove-with-files.ts';
import { dayOf, jsonBody, validOrFail } from './validate.ts';

/**
 * Fields an area keeps beside its records (an assignment's terms), where it has any: taken by
 * `POST` and `PUT` with the record's own, written in the record's transaction, and added to
 * every answer.
 */
export interface ExtraFields<Sent> {
  /** What `POST` (form text) and `PUT` (JSON) take beside the record's fields. */
  schema: z.ZodMiniType<Sent>;
  /** Writes what was sent, in the record's own transaction. */
  save: (tx: Queries, id: string, sent: Sent) => Promise<void>;
  /**
   * The records as answered, with the fields added: the same records, one query for any number.
   * `audience` is the list's (none for one record, or a tutor's whole list): a reader's list may be ordered by them.
   */
  answer: (queries: Queries, records: FileRecord[], audience?: AudienceFilter) => Promise<FileRecord[]>;
  /** The `uploads` names of files kept beside a record (an assignment's hand-ins), removed with it. */
  filesBeside?: (queries: Queries, id: string) => Promise<readonly string[]>;
}

/**
 * What differs between areas whose records are a dated title, a description and one file
 * (assignments, notes): the table, the word the audit log and messages use, the files accepted,
 * the tutor's list's answer where it is not the student's, and any fields kept beside the
 * records. Everything else is `fileRecordRoutes`.
 */
export interface FileRecordArea<Sent = unknown> {
  /** The table, and the last segment of the area's paths. */
  table: FileRecordTable;
  /** One record, as the audit log and messages name it: `assignment`. */
  noun: string;
  /** What the file's content may be. */
  accepted: readonly FileKind[];
  /** `GET /tutor/home/{table}`'s answer, where it is not the student's `{[table]: records}`. */
  tutorList?: (records: FileRecord[]) => unknown;
  /** What else the tutor's list shows (`areaLists`). */
  tutorAlso?: TutorListDepends;
  /** What else a guardian's view of a child's list carries (`areaLists`). */
  childAlso?: ChildAlso;
  /** Fields kept beside the records. */
  extra?: ExtraFields<Sent>;
}

/** The area's queries, answering its records with their extra fields. */
function withExtraFields<Sent>(queries: Queries, area: FileRecordArea<Sent>): Queries[FileRecordTable] {
  const records = queries[area.table];
  const extra = area.extra;
  if (!extra) return records;
  return {
    ...records,
    list: async (audience) => extra.answer(queries, await records.list(audience), audience),
    async find(id) {
      const found = await records.find(id);
      if (!found) return undefined;
      const [record = found.record] = await extra.answer(queries, [found.record]);
      return { ...found, record };
    },
  };
}

/**
 * An area's calls (spec §7): both lists and the delete (`datedRecordRoutes`); the tutor's create
 * (multipart), edit (JSON) and file replacement (multipart).
 *
 * @param deps the store, the file store and the clock
 * @param area what differs in this area
 * @example api.route('/', fileRecordRoutes(deps, { table: 'notes', noun: 'note', accepted: DOCUMENT_KINDS, tutorList: (notes) => notes }))
 */
export function fileRecordRoutes<Sent = unknown>(deps: ApiDeps, area: FileRecordArea<Sent>) {
  const routes = datedRecordRoutes(deps, {
    table: area.table,
    records: (queries) => withExtraFields(queries, area),
    noun: area.noun,
    namedBy: 'title',
    dates: dayMonthYear,
    tutorList: area.tutorList,
    tutorAlso: area.tutorAlso,
    childAlso: area.childAlso,
    filesBeside: area.extra?.filesBeside,
  });
  const { app, tutorPath } = routes;
  const { extra } = area;

  app.post(tutorPath, async (c) => {
    const form = await receiveForm(c, deps, { accepted: area.accepted });
    const details = await validFields(deps, form, fileRecordDetailsSchema);
    // Checked before anything is written, like the record's own fields.
    const sentExtra = extra && (await validFields(deps, form, extra.schema));
    const [file] = form.files;
    if (!file) fail(400, fileMessages.missing);
    const id = await keepFile(deps, file, async (upload, tx) => {
      const created = await routes.create(c, tx, { ...details, upload: upload.name });
      if (extra) await extra.save(tx, created, sentExtra as Sent);
      return created;
    });
    return compressedJson(c, await routes.answer(id), 201);
  });

  app.put(`${tutorPath}/:id`, jsonBody(fileRecordDetailsSchema), async (c) => {
    const details = c.req.valid('json');
    const id = c.req.param('id');
    // The same body, read again (Hono keeps it) for the fields beside the record's.
    const sentExtra = extra && validOrFail(extra.schema, await c.req.json());
    return compressedJson(c, await routes.edit(c, id, details, async (tx) => extra?.save(tx, id, sentExtra as Sent)));
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
    return compressedJson(c, await routes.answer(id));
  });

  return app;
}
