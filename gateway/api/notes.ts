import { DOCUMENT_KINDS } from '../files/file-kinds.ts';
import type { ApiDeps } from './context.ts';
import { fileRecordRoutes } from './file-records.ts';

/** Notes (spec §7): the tutor's list is the bare array, as the product reads it; the student's is `{notes}`. */
export function notesRoutes(deps: ApiDeps) {
  return fileRecordRoutes(deps, {
    table: 'notes',
    noun: 'note',
    accepted: DOCUMENT_KINDS,
    tutorList: (notes) => notes,
  });
}
