import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import CFB from 'cfb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  sampleDoc, sampleDocx, sampleElf, sampleExe, sampleGif, sampleHtml, sampleJpeg, sampleMsi, sampleOdp, sampleOds, sampleOdt,
  samplePdf, samplePng, samplePpt, samplePptx, sampleSvg, sampleText, sampleWebp, sampleXls, sampleXlsx, sampleZip, zipOf,
} from '../testing/sample-files.ts';
import { DOCUMENT_KINDS, IMAGE_KINDS, kindForExtension, type FileKind } from './file-kinds.ts';
import { sniffFile } from './sniff.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studyhall-sniff-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `content` under `name` in the test folder and sniffs it. */
async function sniff(name: string, content: Buffer | string, accepted: readonly FileKind[] = DOCUMENT_KINDS): Promise<string | undefined> {
  const path = join(dir, name);
  writeFileSync(path, content);
  return (await sniffFile(path, accepted))?.ext;
}

const TEXT_SAMPLE_BYTES = 64 * 1024;

describe('sniffFile recognises every accepted kind by its content, whatever the name', () => {
  // Each under the name of another kind, or none: only the bytes may count.
  it.each([
    ['pdf', samplePdf, 'essay.docx'],
    ['png', samplePng, 'photo.jpg'],
    ['jpg', sampleJpeg, 'photo.png'],
    ['webp', sampleWebp, 'photo.gif'],
    ['gif', sampleGif, 'photo.webp'],
    ['txt', sampleText, 'notes.pdf'],
    ['docx', sampleDocx, 'essay.odt'],
    ['xlsx', sampleXlsx, 'marks.docx'],
    ['pptx', samplePptx, 'slides.xlsx'],
    ['odt', sampleOdt, 'essay.docx'],
    ['ods', sampleOds, 'marks.odp'],
    ['odp', sampleOdp, 'slides.ods'],
    ['doc', sampleDoc, 'essay.xls'],
    ['xls', sampleXls, 'marks.ppt'],
    ['ppt', samplePpt, 'slides'],
  ])('%s', async (ext, sample, name) => {
    const path = join(dir, name);
    writeFileSync(path, sample());
    const kind = await sniffFile(path, DOCUMENT_KINDS);
    expect(kind?.ext).toBe(ext);
    expect(kind).toBe(kindForExtension(ext));
  });

  it('recognises the images when only images are accepted', async () => {
    const found = [];
    for (const sample of [samplePng, sampleJpeg, sampleWebp, sampleGif]) found.push(await sniff('upload', sample(), IMAGE_KINDS));
    expect(found).toEqual(['png', 'jpg', 'webp', 'gif']);
  });

  it('takes a PDF for a PDF, whatever it says', async () => {
    expect(await sniff('notes.txt', samplePdf('(not) a \\ text file'))).toBe('pdf');
  });

  it('takes UTF-8 text with a byte order mark, accents and other scripts', async () => {
    expect(await sniff('notes.txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), sampleText('Café, naïve, Ελληνικά, 日本語 📚\r\n\tand a form feed\f')]))).toBe('txt');
  });

  it('takes long text whose 64 KB sample cuts a character in two', async () => {
    const text = `${'a'.repeat(TEXT_SAMPLE_BYTES - 1)}é and more after the sample`;
    expect(Buffer.byteLength(text.slice(0, TEXT_SAMPLE_BYTES))).toBe(TEXT_SAMPLE_BYTES + 1); // é straddles the end of the sample
    expect(await sniff('long.txt', text)).toBe('txt');
  });

  it('checks only the first 64 KB of a long text', async () => {
    expect(await sniff('long.txt', Buffer.concat([sampleText('a'.repeat(TEXT_SAMPLE_BYTES)), Buffer.from([0, 0xff])]))).toBe('txt');
  });
});

describe('sniffFile refuses what is not an accepted kind, whatever the name', () => {
  it.each([
    ['an HTML page named .txt', 'notes.txt', sampleHtml()],
    ['an HTML page with text before it', 'notes.txt', `Notes for Monday\n\n${sampleHtml().toString()}`],
    ['a script tag in the middle of text', 'notes.txt', 'Hello,\nplease see <SCRIPT src="https://evil.test/x.js"></SCRIPT>\n'],
    ['an iframe in the middle of text', 'notes.txt', 'Hello,\n<iframe src="https://evil.test">\n'],
    ['any text starting with markup', 'notes.txt', '  \n<b>bold</b> claims'],
    ['an SVG named .png', 'photo.png', sampleSvg()],
    ['an SVG with an XML declaration', 'photo.png', `<?xml version="1.0" encoding="UTF-8"?>\n${sampleSvg().toString()}`],
    ['a Windows executable named .docx', 'essay.docx', sampleExe()],
    ['a Linux executable', 'essay.pdf', sampleElf()],
    ['a Mac executable', 'essay.pdf', Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1, 3, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0])],
    ['a plain zip named .docx', 'essay.docx', sampleZip()],
    ['a Java archive', 'essay.docx', zipOf([['META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\n'], ['Main.class', 'cafebabe']])],
    ['an Android app', 'essay.docx', zipOf([['AndroidManifest.xml', '<manifest/>'], ['classes.dex', 'dex\n035']])],
    ['an EPUB book', 'essay.odt', zipOf([['mimetype', 'application/epub+zip'], ['META-INF/container.xml', '<container/>']])],
    ['an installer (a Compound File without an Office stream)', 'essay.doc', sampleMsi()],
    ['a Compound File with WordDocument only inside a storage', 'essay.doc', compoundFile('ObjectPool/WordDocument')],
    ['a Compound File whose WordDocument is a storage', 'essay.doc', compoundFile('WordDocument/Contents')],
    ['a broken Compound File', 'essay.doc', Buffer.concat([sampleDoc().subarray(0, 8), Buffer.alloc(600, 0xff)])],
    ['UTF-16 text with a byte order mark', 'notes.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Homework', 'utf16le')])],
    ['UTF-16 text without one', 'notes.txt', Buffer.from('Homework', 'utf16le')],
    ['Latin-1 text', 'notes.txt', Buffer.from('Café', 'latin1')],
    ['text cut in the middle of a character', 'notes.txt', Buffer.from('Caf\xc3', 'latin1')],
    ['text with a NUL byte', 'notes.txt', 'Homework\0week 3'],
    ['long text with a NUL as the last byte of its sample', 'notes.txt', `${'a'.repeat(TEXT_SAMPLE_BYTES - 1)}\0 and more`],
    ['text with a terminal escape', 'notes.txt', 'Homework \x1b[31mweek 3\x1b[0m'],
    ['an empty file', 'notes.txt', Buffer.alloc(0)],
    ['text that starts with the letters GIF', 'notes.gif', 'GIF is how the memes move, says the note.\n'],
  ])('%s', async (_, name, content) => {
    expect(await sniff(name, content)).toBeUndefined();
  });

  it('refuses text named .pdf as a PDF: it is text, not accepted where only PDF is', async () => {
    const pdfOnly = DOCUMENT_KINDS.filter((kind) => kind.ext === 'pdf');
    expect(await sniff('notes.pdf', sampleText('%PD not quite a PDF'), pdfOnly)).toBeUndefined();
    expect(await sniff('notes.pdf', sampleText('%PD not quite a PDF'))).toBe('txt');
  });

  it('refuses kinds outside the accepted list', async () => {
    const found = [];
    for (const sample of [samplePdf, sampleText, sampleDocx, sampleOdt, sampleDoc]) found.push(await sniff('photo.png', sample(), IMAGE_KINDS));
    expect(found).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('refuses a legacy Office file over 64 MB instead of reading it whole', async () => {
    const path = join(dir, 'essay.doc');
    writeFileSync(path, sampleDoc());
    truncateSync(path, 64 * 1024 * 1024); // Zeros after the last sector, which readers ignore.
    expect((await sniffFile(path, DOCUMENT_KINDS))?.ext).toBe('doc');
    truncateSync(path, 64 * 1024 * 1024 + 1);
    expect(await sniffFile(path, DOCUMENT_KINDS)).toBeUndefined();
  });
});

/** A Compound File holding one stream at `path`. */
function compoundFile(path: string): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, path, Buffer.alloc(16));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
