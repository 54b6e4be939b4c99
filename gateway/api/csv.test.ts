import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, csvRow } from './csv.ts';

describe('csvField', () => {
  it.each([
    ['plain text', 'Asha', '"Asha"'],
    ['an empty cell', '', '""'],
    ['a comma', 'Rao, Asha', '"Rao, Asha"'],
    ['quotes, doubled', 'Ben "Benny" Das', '"Ben ""Benny"" Das"'],
    ['a line break inside', 'two\nlines', '"two\nlines"'],
    ['a number, as its digits', 25, '"25"'],
    ['letters beyond ASCII', 'Zoë Ñúñez 李', '"Zoë Ñúñez 李"'],
  ])('quotes %s', (_case, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=', '=1+1', `"'=1+1"`],
    ['+', '+91 98765', `"'+91 98765"`],
    ['-', '-2', `"'-2"`],
    ['@', '@SUM(A1)', `"'@SUM(A1)"`],
    ['a tab', '\t=1', `"'\t=1"`],
    ['a carriage return', '\r=1', `"'\r=1"`],
  ])('neutralises a cell starting with %s by a leading quote mark inside the quotes', (_start, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('neutralises a formula and still doubles its quotes', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('leaves those characters alone anywhere but at the start', () => {
    expect(csvField('Asha=1')).toBe('"Asha=1"');
    expect(csvField(' =1')).toBe('" =1"');
  });
});

describe('csvRow', () => {
  it('joins the quoted cells with commas', () => {
    expect(csvRow(['Roll No', 'Name', 1, '=x'])).toBe(`"Roll No","Name","1","'=x"`);
  });
});

describe('csvDocument', () => {
  it('starts with the UTF-8 byte order mark and ends every row with CRLF', () => {
    const text = csvDocument([['Name', 'Total'], ['Asha', 2]]);
    expect(text).toBe('\uFEFF"Name","Total"\r\n"Asha","2"\r\n');
    expect([...Buffer.from(text, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('keeps a line break inside its quoted cell', () => {
    expect(csvDocument([['a\r\nb', 'c']])).toBe('\uFEFF"a\r\nb","c"\r\n');
  });

  it('is the mark alone when there are no rows', () => {
    expect(csvDocument([])).toBe('\uFEFF');
  });
});
