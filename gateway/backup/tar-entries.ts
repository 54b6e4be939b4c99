import { createReadStream } from 'node:fs';
import * as tar from 'tar';

/** Small reads: one read of a gzip bomb unpacks to at most about a thousand times this. */
const READ_BYTES = 16 * 1024;

/** What the archive held where an entry belongs that is neither a file nor a folder nor tar's own metadata. */
export class UnreadableEntryError extends Error {}

/**
 * The entries of a gzip'd tar, one at a time: the next is parsed only once the one before has
 * been read to its end (or skipped with `entry.resume()`), so the archive is read no faster
 * than the caller takes it in. The loop ends at the archive's end-of-archive blocks: whatever
 * follows them is never unpacked. A damaged or cut-short archive throws from the loop, also in
 * the middle of an entry's data, and leaving the loop early stops reading at once.
 *
 * @param archive the archive's path
 * @throws Error from zlib or node-tar (strict) when the archive is damaged, UnreadableEntryError for an entry node-tar would skip
 * @example for await (const entry of tarEntries('school.tar.gz')) console.log(entry.path, entry.size)
 */
export async function* tarEntries(archive: string): AsyncGenerator<tar.ReadEntry, undefined> {
  const queue: tar.ReadEntry[] = [];
  let reading: tar.ReadEntry | undefined;
  let failure: Error | undefined;
  let ended = false;
  let wake = () => {};
  const parser = new tar.Parser({ strict: true });
  const source = createReadStream(archive, { highWaterMark: READ_BYTES });
  const fail = (error: Error) => {
    failure ??= error;
    // An entry cut off mid-way would otherwise never end, and its reader would wait for ever.
    // (A listener first: Minipass throws an error nobody listens for, and hands it to later listeners.)
    reading?.on('error', () => {}).emit('error', failure);
    wake();
  };
  parser.on('entry', (entry: tar.ReadEntry) => {
    queue.push(entry);
    wake();
  });
  parser.on('ignoredEntry', (entry: tar.ReadEntry) => fail(new UnreadableEntryError(entry.path)));
  parser.on('error', fail);
  source.on('error', fail);
  parser.on('eof', () => {
    ended = true;
    wake();
  });
  parser.on('end', () => {
    ended = true;
    wake();
  });
  source.pipe(parser);
  try {
    for (;;) {
      if (failure) throw failure;
      reading = queue.shift();
      if (reading) yield reading;
      else if (ended) return;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    source.destroy();
    // Frees zlib at once; what it says on the way out is not news.
    parser.removeAllListeners('error').on('error', () => {});
    parser.abort(new Error('stopped reading'));
  }
}
