import { DOCUMENT_KINDS } from '../files/file-kinds.ts';
import type { ApiDeps } from './context.ts';
import { fileRecordRoutes } from './file-records.ts';

/** Assignments (spec §7): both lists answer `{assignments}`. */
export function assignmentsRoutes(deps: ApiDeps) {
  return fileRecordRoutes(deps, { table: 'assignments', noun: 'assignment', accepted: DOCUMENT_KINDS });
}
