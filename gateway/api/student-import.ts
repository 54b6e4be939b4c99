import { Hono, type Context } from 'hono';
import { fileMessages } from '../../contract/strings/files.ts';
import { studentImportMessages as m } from '../../contract/strings/student-import.ts';
import { IMPORT_LINE_MAX_CHARS, IMPORT_MAX_MB, IMPORT_MAX_ROWS, importQuerySchema } from '../../contract/validation/student-import.ts';
import { MultipartError, readMultipart, type MultipartBody } from '../files/multipart.ts';
import { checkFile, commitImport, finishImport, ImportChangedMeanwhileError, planOfFile, type CommittedImport } from '../import/apply-import.ts';
import { exportRows } from '../import/export-rows.ts';
import type { ReadRows } from '../import/plan-import.ts';
import { CsvRefusal, readCsvFile, type CsvLine } from '../import/read-csv.ts';
import { isImportHeader, toStudentRow, type StudentRow } from '../import/student-rows.ts';
import { TUTOR_AREA } from './area-guards.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { csvDocument } from './csv.ts';
import { fail } from './errors.ts';
import { discard } from './file-uploads.ts';
import { requireAdmin } from './require-admin.ts';
import { streamedJson } from './streamed-json.ts';
import { validOrFail } from './validate.ts';

const PATH = `${TUTOR_AREA}/students`;

/**
 * Students in and out as CSV (school-model.md), in the import's columns `admission_no,
 * full_name, email, contact, classes, guardian_emails`:
 *
 * - `POST /tutor/home/students/import?dryRun=1`, multipart `file`, admins only: the report of
 *   what applying the file does, row by row (`add`, `update`, `unchanged`, `error` and why),
 *   changing nothing. Without `dryRun`: the same report, applied all or nothing (422 with the
 *   report when any row is an error, nothing changed), the new students' invitations queued
 *   with them; one import at a time (409 while another is applied). A file that cannot be read as the columns is 400,
 *   one over `IMPORT_MAX_MB` 413, before any row is looked at.
 * - `GET /tutor/home/students.csv`, any tutor: every student, as an import file (audited).
 *
 * @param deps the store, file store (uploads' temporary files), mail worker, clock and site address
 * @example api.route('/', studentImportRoutes(deps))
 */
export function studentImportRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();
  let applying = false;

  /**
   * Checks the file and commits it, unless another import is being applied (409), leaving
   * `applying` set for the caller to clear once the import is finished.
   */
  async function commitFile(c: Context<ApiEnv>, readRows: ReadRows): Promise<CommittedImport> {
    const checked = await checkFile(deps, readRows);
    if (applying) fail(409, m.busy);
    applying = true;
    try {
      return await commitImport(deps, checked, readRows, c.var.audit);
    } catch (error) {
      applying = false;
      if (error instanceof ImportChangedMeanwhileError) fail(409, error.message);
      throw error;
    }
  }

  app.post(`${PATH}/import`, requireAdmin, async (c) => {
    const { dryRun } = validOrFail(importQuerySchema, c.req.query());
    if (dryRun) return streamedJson(c, await withImportFile(c, deps, async (readRows) => (await planOfFile(deps, readRows)).report));
    const committed = await withImportFile(c, deps, (readRows) => commitFile(c, readRows));
    try {
      const applied = await finishImport(deps, committed, c.var.audit);
      return streamedJson(c, applied, applied.counts.error > 0 ? 422 : 200);
    } finally {
      applying = false;
    }
  });

  app.get(`${PATH}.csv`, async (c) => {
    const document = csvDocument(exportRows(await deps.store.studentImport.roll()));
    // Every student's contacts and guardians in one file: who took one is worth knowing.
    await c.var.audit('student.export');
    return c.body(document, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="students.csv"' });
  });

  return app;
}

/**
 * The uploaded file, streamed to a temporary file (413 past the limit), given to `use` as a way
 * to read its rows as the import's CSV (400 when it cannot be), then let go. Read when needed, not
 * held: an import checked again inside its transaction reads it again.
 */
async function withImportFile<Result>(c: Context, deps: ApiDeps, use: (readRows: ReadRows) => Promise<Result>): Promise<Result> {
  const received = await receiveFile(c, deps);
  try {
    const [file] = received.files;
    if (!file) fail(400, fileMessages.missing);
    if (file.size === 0) fail(400, fileMessages.empty);
    return await use((each) => rowsOfFile(file.path, each));
  } finally {
    await discard(deps, received.files);
  }
}

async function rowsOfFile<Made>(path: string, each: (row: StudentRow) => Made): Promise<Made[]> {
  const rules = { maxRows: IMPORT_MAX_ROWS, maxLineChars: IMPORT_LINE_MAX_CHARS, isHeader: isImportHeader, headerInvalid: m.headerInvalid, toRow: (line: CsvLine) => each(toStudentRow(line)) };
  try {
    return (await readCsvFile(path, rules)).rows;
  } catch (error) {
    if (error instanceof CsvRefusal) fail(400, error.message);
    throw error;
  }
}

async function receiveFile(c: Context, deps: ApiDeps): Promise<MultipartBody> {
  try {
    return await readMultipart(c.req.raw, { fileField: 'file', maxFiles: 1, maxFileBytes: IMPORT_MAX_MB * 1024 * 1024, temporaryPath: () => deps.files.temporaryPath() });
  } catch (error) {
    if (error instanceof MultipartError) fail(error.status, error.message);
    throw error;
  }
}
