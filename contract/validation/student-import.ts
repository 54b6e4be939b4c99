import * as z from 'zod/mini';
import { studentImportMessages as m } from '../strings/student-import.ts';

/** The largest file an import takes: a school's 20,000 students fit with room to spare (about 150 bytes a row). */
export const IMPORT_MAX_MB = 8;
/** The most students one file may hold; a larger school imports in several files. */
export const IMPORT_MAX_ROWS = 20_000;
/** The longest line (one student, every cell) read: ten times any real row, and a bound on what one cell holds in memory. */
export const IMPORT_LINE_MAX_CHARS = 10_000;
/** An admission number a school gives fits a register's column: `2024/0117`, `A-1042`. */
export const ADMISSION_NO_MAX = 32;

/**
 * `POST /tutor/home/students/import?dryRun=1`: `1` (or `true`) only reports what applying the
 * file would do; absent, `0` or `false` applies it.
 */
export const importQuerySchema = z.object({
  dryRun: z.pipe(
    z._default(z.enum(['1', 'true', '0', 'false'], { error: m.dryRunInvalid }), '0'),
    z.transform((value) => value === '1' || value === 'true'),
  ),
});
