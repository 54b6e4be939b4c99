import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { studentImportMessages as m } from '../../contract/strings/student-import.ts';

/** One line of the file as cells, with the line it starts on (the header is line 1). */
export interface CsvLine {
  line: number;
  cells: string[];
}

export interface CsvFile<Row> {
  header: string[];
  /** The lines after the header, blank ones left out, each as `toRow` makes it. */
  rows: Row[];
}

export interface CsvRules<Row> {
  /** Lines after the header, blank ones aside; one more refuses the file. */
  maxRows: number;
  /** Characters in one line, every cell: a longer one (a quote never closed, a pasted book) refuses the file. */
  maxLineChars: number;
  /** Whether the header's cells are the ones expected; a file whose header is not is refused with `headerInvalid`, before any row is read. */
  isHeader: (cells: readonly string[]) => boolean;
  headerInvalid: string;
  /** What each line after the header is read as, as it is parsed. */
  toRow: (line: CsvLine) => Row;
}

/** Why a file cannot be read as the import's CSV: said to the admin as it is. */
export class CsvRefusal extends Error {}

/** The separators a spreadsheet writes: `;` where the decimal mark is a comma (Europe's Excel), else `,`. */
const SEPARATORS = [',', ';'] as const;
/** Read this much at a time, so a large file is parsed in slices with the event loop free between them. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Reads a CSV file as it streams from disk: UTF-8 only (a byte order mark dropped), cells
 * separated by `,` or `;` (whichever the header line uses), quoted cells holding separators,
 * doubled quotes and line breaks, lines ended by CRLF, LF or CR. Refuses (`CsvRefusal`) at the
 * first limit crossed, without reading further.
 *
 * @param path the file, e.g. an upload's temporary file
 * @param rules how many lines, how long each, the header expected, and what each line is read as
 * @example const { rows } = await readCsvFile(file.path, { maxRows: 20_000, maxLineChars: 10_000, isHeader, headerInvalid: 'Name the columns', toRow: (line) => line })
 */
export async function readCsvFile<Row>(path: string, rules: CsvRules<Row>): Promise<CsvFile<Row>> {
  const text = utf8Text(createReadStream(path, { highWaterMark: CHUNK_BYTES }))[Symbol.asyncIterator]();
  try {
    return await parseLines(text, rules);
  } finally {
    // Closes the file however the reading ended, a refusal of its first line included.
    await text.return?.(undefined);
  }
}

async function parseLines<Row>(text: AsyncIterator<string>, rules: CsvRules<Row>): Promise<CsvFile<Row>> {
  const first = await headOf(text, rules.maxLineChars);
  let header: string[] | undefined;
  const rows: Row[] = [];
  let nextLine = 1;
  // Each record is taken as the parser finds it (not as a reader asks for it), so the line of an
  // error is the line the parser was reading, and a refusal stops the parsing at once.
  const take = (cells: string[]): null => {
    const line = nextLine;
    // csv-parse counts a CRLF inside a quoted cell as two lines: the cells themselves say how many there were.
    nextLine += 1 + cells.reduce((breaks, cell) => breaks + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
    if (cells.every((cell) => cell.trim() === '')) return null;
    if (header === undefined) {
      if (!rules.isHeader(cells)) throw new CsvRefusal(rules.headerInvalid);
      header = cells;
    } else if (rows.length === rules.maxRows) throw new CsvRefusal(m.tooManyRows(rules.maxRows));
    else rows.push(rules.toRow({ line, cells }));
    return null;
  };
  const parser = parse({
    delimiter: separatorOf(first),
    record_delimiter: ['\r\n', '\n', '\r'],
    // A line's cells are counted by the caller, which refuses that row alone.
    relax_column_count: true,
    // A quote in a cell that is not quoted is text: a name typed as Asha "Ash" Rao.
    relax_quotes: true,
    max_record_size: rules.maxLineChars,
    on_record: take,
  });
  try {
    await pipeline(Readable.from(rest(first, text)), parser);
  } catch (error) {
    throw refusalOf(error, nextLine, rules);
  }
  if (header === undefined) throw new CsvRefusal(rules.headerInvalid);
  return { header, rows };
}

/** The file as text, refused at the first byte that is not UTF-8 (a spreadsheet's "CSV (Windows)" is not). */
async function* utf8Text(bytes: AsyncIterable<Buffer>): AsyncGenerator<string> {
  // The decoder drops a leading byte order mark (ignoreBOM is off), as Excel's "CSV UTF-8" writes one.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of bytes) yield decoder.decode(chunk, { stream: true });
    yield decoder.decode();
  } catch (error) {
    throw error instanceof TypeError ? new CsvRefusal(m.notText) : error;
  }
}

/** The text up to the end of its first line that is not empty, at least (or the whole file, when shorter). */
async function headOf(text: AsyncIterator<string>, maxLineChars: number): Promise<string> {
  let head = '';
  while (!/[^\r\n][\r\n]/.test(head)) {
    if (head.length > maxLineChars) throw new CsvRefusal(m.lineTooLong(1, maxLineChars));
    const next = await text.next();
    if (next.done) break;
    head += next.value;
  }
  return head;
}

async function* rest(head: string, text: AsyncIterator<string>): AsyncGenerator<string> {
  yield head;
  for (let next = await text.next(); !next.done; next = await text.next()) yield next.value;
}

/** The separator the header line (the first that is not empty) uses most: the import's column names hold neither. */
function separatorOf(head: string): string {
  const header = /[^\r\n]+/.exec(head)?.[0] ?? '';
  const count = (separator: string) => header.split(separator).length;
  return SEPARATORS.reduce((best, separator) => (count(separator) > count(best) ? separator : best));
}

/** csv-parse's errors as the admin reads them, naming the line the unreadable row starts on. */
function refusalOf(error: unknown, line: number, rules: Pick<CsvRules<unknown>, 'maxLineChars'>): unknown {
  if (!(error instanceof CsvError)) return error;
  if (error.code === 'CSV_MAX_RECORD_SIZE') return new CsvRefusal(m.lineTooLong(line, rules.maxLineChars));
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return new CsvRefusal(m.quoteNotClosed(line));
  // With quotes relaxed, no other error of the input is known to reach here; one that does still names its line.
  return new CsvRefusal(m.lineUnreadable(line));
}
