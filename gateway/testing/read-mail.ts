/** A mail of the outbox as a mail reader shows it: headers unfolded, subject and text decoded. */
export interface ReadMail {
  /** Each header by its name in lower case, as written (encoded words left as they are). */
  headers: ReadonlyMap<string, string>;
  to: string;
  subject: string;
  text: string;
}

/** The bytes a quoted-printable text stands for (RFC 2045): soft line breaks undone, `=XX` as the byte. */
function fromQuotedPrintable(encoded: string): Buffer {
  const bytes: number[] = [];
  const joined = encoded.replaceAll('=\n', '');
  for (let at = 0; at < joined.length; at++) {
    const hex = joined[at] === '=' ? joined.slice(at + 1, at + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      at += 2;
    } else bytes.push(joined.charCodeAt(at));
  }
  return Buffer.from(bytes);
}

/** A header's encoded words (RFC 2047, `=?UTF-8?B?…?=`), decoded; the space between two of them is not the text's. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, words: string) =>
    (kind.toUpperCase() === 'B' ? Buffer.from(words, 'base64') : fromQuotedPrintable(words.replaceAll('_', ' '))).toString('utf8'),
  );
}

/**
 * Reads a single-part mail as nodemailer writes it to the outbox (`\n` line ends): what the
 * recipient sees, whatever transfer encoding the text needed (Hindi and Arabic come base64).
 *
 * @example readMail(t.mails().at(-1) ?? '').text
 */
export function readMail(eml: string): ReadMail {
  const split = eml.indexOf('\n\n');
  const head = split < 0 ? eml : eml.slice(0, split);
  const body = split < 0 ? '' : eml.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : encoding === 'quoted-printable' ? fromQuotedPrintable(body).toString('utf8') : body;
  return { headers, to: headers.get('to') ?? '', subject: decodeWords(headers.get('subject') ?? ''), text: text.replace(/\n$/, '') };
}
