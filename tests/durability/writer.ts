import type { Store } from '../../gateway/db/index.ts';
import type { FileRule } from './data-files.ts';

/** What a writer's check found: figures for the summary line, every check that failed, and what is worth a look. */
export interface WriterReport {
  figures: Record<string, number>;
  failures: string[];
  warnings: string[];
}

/**
 * One kind of write the school's data must keep through kills: student sign-ups, assignments
 * and notes with their files. Each content area adds its creates (with their files) as another writer.
 */
export interface Writer {
  /** What the summary calls these writes, e.g. "student sign-ups". */
  name: string;
  /** Files these writes leave in DATA_DIR; any file no writer (nor the server) declares is dangling. */
  files: FileRule[];
  /** With the server not yet started: what the writes need first (e.g. the account they are made by). */
  prepare?(store: Store): Promise<void>;
  /** Makes write number `index` through the API, carrying on across kills and restarts. */
  write(index: number): Promise<void>;
  /** With the server stopped: is every acknowledged write in the database, whole, with its files? */
  check(store: Store): Promise<WriterReport>;
}
