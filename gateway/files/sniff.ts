import { open, readFile, stat } from 'node:fs/promises';
import CFB, { type CFB$Container } from 'cfb';
import { fileTypeFromFile } from 'file-type';
import type { FileKind } from './file-kinds.ts';

/** Kinds file-type recognises by their bytes, under the extension it names them by (ours too; `heic` is HEIC and HEIF). */
const SIGNED_KINDS = new Set(['pdf', 'png', 'jpg', 'webp', 'gif', 'heic', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp']);

/** A legacy Office file is parsed whole, so a larger one is refused rather than read into memory. */
const MAX_COMPOUND_FILE_BYTES = 64 * 1024 * 1024;

/** The stream at the root of a Compound File that makes it a Word, Excel or PowerPoint file. */
const COMPOUND_STREAMS: ReadonlyArray<readonly [ext: string, streams: readonly string[]]> = [
  ['doc', ['WordDocument']],
  ['xls', ['Workbook', 'Book']],
  ['ppt', ['PowerPoint Document']],
];

/** How much of a file without a binary signature must read as plain text. */
const TEXT_SAMPLE_BYTES = 64 * 1024;

// C0 controls other than tab, LF, FF and CR: binary data, or terminal escapes.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose, and \p{Cc} would also take tab, LF, FF, CR, DEL and the C1 controls.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000E-\u001F]/;
const MARKUP = /<(?:script|html|svg|iframe|!doctype)/i;
/** file-type takes the three letters 'GIF' for an image: text that starts with them is not one. */
const GIF_HEADER = /^GIF8[79]a$/;

/**
 * Which of the `accepted` kinds the content of the file at `path` is, or undefined. Only the
 * bytes count: the name and the browser's claimed type are chosen by the uploader.
 */
export async function sniffFile(path: string, accepted: readonly FileKind[]): Promise<FileKind | undefined> {
  const accepts = (ext: string | undefined) => accepted.find((kind) => kind.ext === ext);
  const { size } = await stat(path);
  if (size === 0) return undefined;
  const detected = await fileTypeFromFile(path);
  if (detected === undefined) return accepts('txt') && (await isPlainText(path, size)) ? accepts('txt') : undefined;
  if (detected.ext === 'gif' && !GIF_HEADER.test((await readStart(path, 6)).toString('latin1'))) return undefined;
  if (SIGNED_KINDS.has(detected.ext)) return accepts(detected.ext);
  // Every Compound File looks alike to file-type (.doc, .msi, .msg…): the Office stream in it
  // tells. Parsing takes memory, so only when a legacy Office kind could be accepted.
  if (detected.ext !== 'cfb' || !COMPOUND_STREAMS.some(([ext]) => accepts(ext))) return undefined;
  return accepts(await compoundFileExtension(path, size));
}

/** 'doc', 'xls' or 'ppt' for a legacy Office file, from the streams at its root. */
async function compoundFileExtension(path: string, size: number): Promise<string | undefined> {
  if (size > MAX_COMPOUND_FILE_BYTES) return undefined;
  let container: CFB$Container;
  try {
    container = CFB.read(await readFile(path), { type: 'buffer' });
  } catch {
    return undefined; // Not a readable Compound File, whatever its first bytes say.
  }
  const hasStream = (name: string) => CFB.find(container, `/${name}`)?.type === 2;
  return COMPOUND_STREAMS.find(([, streams]) => streams.some(hasStream))?.[0];
}

/**
 * Whether the file starts as UTF-8 text that no browser would take for markup: an HTML page
 * renamed .txt must not reach anyone, even as an attachment.
 */
async function isPlainText(path: string, size: number): Promise<boolean> {
  const sample = await readStart(path, TEXT_SAMPLE_BYTES);
  let text: string;
  try {
    // Streaming when the sample stops mid-file, where it may cut a character in two.
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: sample.length < size });
  } catch {
    return false;
  }
  return !CONTROL_CHARACTER.test(text) && !text.trimStart().startsWith('<') && !MARKUP.test(text);
}

/** Up to the first `length` bytes of the file, and no more in memory. */
async function readStart(path: string, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    let filled = 0;
    while (filled < length) {
      const { bytesRead } = await handle.read(buffer, filled, length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  } finally {
    await handle.close();
  }
}
