import { restoreMessages } from '../../contract/strings/backup.ts';
import { RefusedError } from './refused.ts';

const NEWLINE = 0x0a;

/**
 * Counts a table's rows (its non-empty lines) as its bytes stream past, and refuses a line
 * longer than `most` bytes the moment it grows past it: the restore later reads the rows a
 * line at a time, and one line of gigabytes would have to be held whole.
 *
 * @param table the table, named in the refusal
 * @param most the longest line accepted, in bytes
 * @example const lines = rowLines('users', RESTORE_LIMITS.rowBytes); lines.add(chunk); lines.rows()
 */
export function rowLines(table: string, most: number) {
  let rows = 0;
  let lineBytes = 0;
  const grow = (bytes: number) => {
    lineBytes += bytes;
    if (lineBytes > most) throw new RefusedError(restoreMessages.rowTooLong(table, most));
  };
  return {
    add(chunk: Buffer): void {
      let start = 0;
      for (let end = chunk.indexOf(NEWLINE, start); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
        grow(end - start);
        if (lineBytes > 0) rows += 1;
        lineBytes = 0;
        start = end + 1;
      }
      grow(chunk.length - start);
    },
    /** The rows so far, a last line without its newline included. */
    rows: (): number => rows + (lineBytes > 0 ? 1 : 0),
  };
}
