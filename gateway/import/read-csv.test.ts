import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { studentImportMessages as m } from '../../contract/strings/student-import.ts';
import { CsvRefusal, readCsvFile, type CsvLine, type CsvRules } from './read-csv.ts';

const dir = mkdtempSync(join(tmpdir(), 'studyhall-read-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEADER_INVALID = 'Name the columns a and b';
const rules: CsvRules<CsvLine> = { maxRows: 5, maxLineChars: 100, isHeader: (cells) => cells.join('|') === 'a|b', headerInvalid: HEADER_INVALID, toRow: (line) => line };

let files = 0;
/** Reads `content` (text, or bytes as they are) as a CSV file under `rules`. */
function read(content: string | Uint8Array, with_: Partial<CsvRules<CsvLine>> = {}) {
  const path = join(dir, `file-${files++}.csv`);
  writeFileSync(path, content);
  return readCsvFile(path, { ...rules, ...with_ });
}

describe('readCsvFile', () => {
  it('reads lines as cells, each with the line it starts on, the header first', async () => {
    expect(await read('a,b\n1,2\n3,4\n')).toEqual({
      header: ['a', 'b'],
      rows: [
        { line: 2, cells: ['1', '2'] },
        { line: 3, cells: ['3', '4'] },
      ],
    });
  });

  it('takes `;` as the separator when the header line uses it, and `,` in cells then as text', async () => {
    expect((await read('a;b\n1,5;2\n')).rows).toEqual([{ line: 2, cells: ['1,5', '2'] }]);
  });

  it('drops a UTF-8 byte order mark and reads CRLF, LF and CR line ends alike', async () => {
    expect(await read('\uFEFFa,b\r\n1,2\n3,4\r5,6')).toEqual({
      header: ['a', 'b'],
      rows: [
        { line: 2, cells: ['1', '2'] },
        { line: 3, cells: ['3', '4'] },
        { line: 4, cells: ['5', '6'] },
      ],
    });
  });

  it('reads quoted cells holding separators, doubled quotes and line breaks, counting the lines they span', async () => {
    const { rows } = await read('a,b\n"x, ""y""","one\r\ntwo\nthree"\n4,"5"\n');
    expect(rows).toEqual([
      { line: 2, cells: ['x, "y"', 'one\r\ntwo\nthree'] },
      { line: 5, cells: ['4', '5'] },
    ]);
  });

  it('keeps quotes in a cell that is not quoted, or after a closing quote, and lines with more or fewer cells, for the caller to judge', async () => {
    expect((await read('a,b\nAsha "Ash" Rao,2,3\n"4"x\n')).rows).toEqual([
      { line: 2, cells: ['Asha "Ash" Rao', '2', '3'] },
      { line: 3, cells: ['"4"x'] },
    ]);
  });

  it('leaves out blank lines (a spreadsheet’s trailing ones too) but counts them', async () => {
    expect((await read('\na,b\n\n1,2\n,\n\n3,4\n\n')).rows).toEqual([
      { line: 4, cells: ['1', '2'] },
      { line: 7, cells: ['3', '4'] },
    ]);
  });

  it('reads each line as `toRow` makes it', async () => {
    expect((await read('a,b\n1,2\n', { toRow: ({ line, cells }) => ({ line, cells: cells.map((cell) => `<${cell}>`) }) })).rows).toEqual([{ line: 2, cells: ['<1>', '<2>'] }]);
  });

  it('reads a file of many chunks, a character of several bytes across their edges', async () => {
    const rows = Array.from({ length: 3000 }, (_, index) => `Zoë ${index},${'é'.repeat(20)}`);
    const file = await read(`a,b\n${rows.join('\n')}\n`, { maxRows: 3000 });
    expect(file.rows).toHaveLength(3000);
    expect(file.rows.at(-1)).toEqual({ line: 3001, cells: ['Zoë 2999', 'é'.repeat(20)] });
  });

  it.each([
    ['a header that is not the one expected', 'name,email\n1,2\n', HEADER_INVALID],
    ['an empty file', '', HEADER_INVALID],
    ['more lines than the limit', 'a,b\n1\n2\n3\n4\n5\n6\n', m.tooManyRows(5)],
    ['a line longer than the limit', `a,b\n1,2\n"${'x'.repeat(200)}",3\n`, m.lineTooLong(3, 100)],
    ['a header line longer than the limit', `${'x'.repeat(200)}\n1,2\n`, m.lineTooLong(1, 100)],
    ['a quote never closed', 'a,b\n1,2\n"3,4\n5,6\n', m.quoteNotClosed(3)],
  ])('refuses %s', async (_, content, message) => {
    await expect(read(content)).rejects.toEqual(new CsvRefusal(message));
  });

  it('refuses a file that is not UTF-8 (Windows-1252, as Excel’s plain CSV writes it)', async () => {
    await expect(read(new Uint8Array([...Buffer.from('a,b\nJos'), 0xe9, ...Buffer.from(',2\n')]))).rejects.toEqual(new CsvRefusal(m.notText));
  });
});
