import { COPY_ENCODINGS, type CopyEncoding } from './site-files.ts';

/** Browsers send a handful of distinct headers; remembering their answers keeps parsing off the hot path. */
const MEMO_LIMIT = 64;
const memo = new Map<string, CopyEncoding | undefined>();

function acceptedWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

function parse(header: string): CopyEncoding | undefined {
  const weights = acceptedWeights(header);
  let best: CopyEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of COPY_ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    // Ties go to the encoding listed first in COPY_ENCODINGS, the smaller copy.
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/**
 * The build-time copy to send for an `Accept-Encoding` header, or undefined for the plain file.
 * Honours `q=0` (refused) and `*`.
 *
 * @param header the request's Accept-Encoding, if any
 * @example preferredEncoding('gzip, deflate, br') // 'br'
 */
export function preferredEncoding(header: string | null | undefined): CopyEncoding | undefined {
  if (!header) return undefined;
  if (memo.has(header)) return memo.get(header);
  const chosen = parse(header);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(header, chosen);
  return chosen;
}

/**
 * Whether an `Accept-Encoding` header takes `encoding` at all (`q` above 0, directly or by `*`).
 *
 * @param header the request's Accept-Encoding, if any
 * @param encoding the encoding asked about
 * @example acceptsEncoding('gzip, deflate, br', 'gzip') // true
 */
export function acceptsEncoding(header: string | null | undefined, encoding: CopyEncoding): boolean {
  if (!header) return false;
  const weights = acceptedWeights(header);
  return (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
}
