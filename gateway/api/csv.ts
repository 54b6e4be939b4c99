/** What a cell may hold: text, or a number written as its digits. */
export type CsvField = string | number;

/** Spreadsheets read a cell starting with one of these as a formula (or strip it to one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Byte order mark: tells spreadsheets the file is UTF-8, so names with accents open right. */
const BOM = '\uFEFF';

/**
 * One cell, always quoted (RFC 4180, quotes doubled), with a leading `'` before a character a
 * spreadsheet would run as a formula (OWASP's CSV injection advice): `=1+1` opens as text.
 *
 * @param value the cell's content
 * @example csvField('=HYPERLINK("x")') // '"\'=HYPERLINK(""x"")"'
 */
export function csvField(value: CsvField): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * One line of cells, without its line end.
 *
 * @param fields the cells, in column order
 * @example csvRow(['Roll No', 'Name']) // '"Roll No","Name"'
 */
export function csvRow(fields: readonly CsvField[]): string {
  return fields.map(csvField).join(',');
}

/**
 * A whole file as spreadsheets open it cleanly: the UTF-8 byte order mark, then each row ended
 * with CRLF.
 *
 * @param rows the header row first, then the data
 * @example new Response(csvDocument([['Name'], ['Asha']]), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
 */
export function csvDocument(rows: readonly (readonly CsvField[])[]): string {
  return BOM + rows.map((row) => `${csvRow(row)}\r\n`).join('');
}
