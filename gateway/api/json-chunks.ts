/** Roughly the bytes of each chunk: big enough that a compressor gets few writes, small beside a school's list. */
export const JSON_CHUNK_BYTES = 64 * 1024;

/** Arrays and plain objects this many levels down are split; deeper values are written whole. */
const SPLIT_DEPTH = 2;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || 'toJSON' in value) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Whether `value` is written in pieces at this depth: an array or a plain object of the first levels. */
function splits(value: unknown, depth: number): value is unknown[] | Record<string, unknown> {
  return depth > 0 && (Array.isArray(value) || isPlainObject(value));
}

/** `JSON.stringify(value)` in pieces: each array element and each object field of the first levels on its own. */
function* jsonPieces(value: unknown[] | Record<string, unknown>, depth: number): Generator<string> {
  if (Array.isArray(value)) {
    yield '[';
    for (let index = 0; index < value.length; index++) {
      if (index > 0) yield ',';
      const element: unknown = value[index];
      // As JSON.stringify writes it: an element it cannot write (undefined, a function) is null.
      if (splits(element, depth - 1)) yield* jsonPieces(element, depth - 1);
      else yield JSON.stringify(element) ?? 'null';
    }
    yield ']';
    return;
  }
  yield '{';
  let first = true;
  for (const [key, field] of Object.entries(value)) {
    const name = `${first ? '' : ','}${JSON.stringify(key)}:`;
    if (splits(field, depth - 1)) {
      yield name;
      yield* jsonPieces(field, depth - 1);
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

/**
 * An answer's JSON as UTF-8 chunks of about `chunkBytes`, which joined are exactly
 * `JSON.stringify(value)`: a whole school's list (20,000 students are ~5 MB) is written a row
 * at a time into chunks a compressor takes as they come, never as one string.
 *
 * @param value the answer, as `c.json` would be given it
 * @param chunkBytes about how big each chunk is; a row longer than that makes a longer one
 * @example for (const chunk of jsonChunks({ students })) compressor.write(chunk)
 */
export function* jsonChunks(value: unknown, chunkBytes = JSON_CHUNK_BYTES): Generator<Buffer> {
  if (!splits(value, SPLIT_DEPTH)) {
    yield Buffer.from(JSON.stringify(value) ?? 'null');
    return;
  }
  let text = '';
  for (const piece of jsonPieces(value, SPLIT_DEPTH)) {
    text += piece;
    // Counted in characters: a chunk of non-ASCII text is a few times longer in bytes, which is harmless.
    if (text.length >= chunkBytes) {
      yield Buffer.from(text);
      text = '';
    }
  }
  if (text) yield Buffer.from(text);
}
