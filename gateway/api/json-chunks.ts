/** Roughly the bytes of each chunk: big enough that a compressor gets few writes, small beside a school's list. */
export const JSON_CHUNK_BYTES = 64 * 1024;

/** Arrays and plain objects this many levels down are split; deeper values are written whole. */
const SPLIT_DEPTH = 2;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || 'toJSON' in value) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A list read as it is written, as a database gives a school's year a few days at a time. */
function isAsyncList(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** Whether `value` is written in pieces at this depth: an array or a plain object of the first levels. */
function splits(value: unknown, depth: number): value is unknown[] | Record<string, unknown> {
  return depth > 0 && (Array.isArray(value) || isPlainObject(value));
}

/**
 * `JSON.stringify(value)` in pieces: each array element and each object field of the first
 * levels on its own, and an async list (at those levels) as itself, for `jsonChunks` to read.
 */
function* jsonPieces(value: unknown[] | Record<string, unknown>, depth: number): Generator<string | AsyncIterable<unknown>> {
  if (Array.isArray(value)) {
    yield '[';
    for (let index = 0; index < value.length; index++) {
      if (index > 0) yield ',';
      const element: unknown = value[index];
      // As JSON.stringify writes it: an element it cannot write (undefined, a function) is null.
      if (splits(element, depth - 1)) yield* jsonPieces(element, depth - 1);
      else if (isAsyncList(element)) yield element;
      else yield JSON.stringify(element) ?? 'null';
    }
    yield ']';
    return;
  }
  yield '{';
  let first = true;
  for (const [key, field] of Object.entries(value)) {
    const name = `${first ? '' : ','}${JSON.stringify(key)}:`;
    if (splits(field, depth - 1) || isAsyncList(field)) {
      yield name;
      if (isAsyncList(field)) yield field;
      else yield* jsonPieces(field, depth - 1);
    } else {
      const text = JSON.stringify(field);
      // As JSON.stringify writes it: a field it cannot write is left out.
      if (text === undefined) continue;
      yield name + text;
    }
    first = false;
  }
  yield '}';
}

/** Text gathered into UTF-8 chunks of about `chunkBytes`. */
function chunker(chunkBytes: number) {
  let text = '';
  return {
    /** Adds `piece`; answers a chunk once there is enough. */
    add(piece: string): Buffer | undefined {
      text += piece;
      // Counted in characters: a chunk of non-ASCII text is a few times longer in bytes, which is harmless.
      if (text.length < chunkBytes) return undefined;
      const chunk = Buffer.from(text);
      text = '';
      return chunk;
    },
    /** What is left once the pieces end. */
    rest: (): Buffer | undefined => (text ? Buffer.from(text) : undefined),
  };
}

/** An async list's JSON in pieces: its brackets, and each element whole as it comes. */
async function* asyncListPieces(list: AsyncIterable<unknown>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const element of list) {
    // As JSON.stringify writes an array's element it cannot write: null.
    yield `${first ? '' : ','}${JSON.stringify(element) ?? 'null'}`;
    first = false;
  }
  yield ']';
}

/**
 * An answer's JSON as UTF-8 chunks of about `chunkBytes`, which joined are exactly
 * `JSON.stringify(value)` (an async list written as the array of what it gives): a whole
 * school's list (20,000 students are ~5 MB) is written a row at a time into chunks a
 * compressor takes as they come, never as one string, and a list the database reads a few
 * rows at a time is never held whole.
 *
 * @param value the answer, as `c.json` would be given it, but for any async lists in its first levels
 * @param chunkBytes about how big each chunk is; a row longer than that makes a longer one
 * @example for await (const chunk of jsonChunks({ absentees: store.attendance.eachDay() })) compressor.write(chunk)
 */
export async function* jsonChunks(value: unknown, chunkBytes = JSON_CHUNK_BYTES): AsyncGenerator<Buffer> {
  if (!splits(value, SPLIT_DEPTH)) {
    yield Buffer.from(JSON.stringify(value) ?? 'null');
    return;
  }
  const chunks = chunker(chunkBytes);
  for (const piece of jsonPieces(value, SPLIT_DEPTH)) {
    // Awaited only for an async list: a list of 20,000 rows has 40,000 pieces.
    if (typeof piece === 'string') {
      const chunk = chunks.add(piece);
      if (chunk) yield chunk;
      continue;
    }
    for await (const part of asyncListPieces(piece)) {
      const chunk = chunks.add(part);
      if (chunk) yield chunk;
    }
  }
  const rest = chunks.rest();
  if (rest) yield rest;
}
