import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import CFB from 'cfb';
import { onePagePdf } from '../files/one-page-pdf.ts';

// Real, minimal files of every kind the school accepts, and of kinds it must refuse, for the
// content check's tests and for API and browser tests that upload them.

/** A one-page PDF showing `text` (ASCII) that any viewer opens. */
export function samplePdf(text = 'Homework, week 3'): Buffer<ArrayBuffer> {
  return onePagePdf(text);
}

/** A 2×2 truecolour PNG: red, green, blue and white. */
export function samplePng(): Buffer<ArrayBuffer> {
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]); // 2×2, 8-bit RGB
  // Each row starts with filter type 0.
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return pngOf(header, rows);
}

/**
 * A PNG of the given IHDR body and raw (unfiltered-row) pixel data: the signature, IHDR, one
 * IDAT and IEND, each chunk with its CRC.
 */
export function pngOf(header: Buffer, rows: Buffer): Buffer<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An 8×8 mid-grey baseline JPEG: one block whose only code says "no change, end of block". */
export function sampleJpeg(): Buffer<ArrayBuffer> {
  const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const oneCodeTable = (tableClass: number) => [tableClass << 4, 1, ...Array<number>(15).fill(0), 0];
  return Buffer.from([
    0xff, 0xd8, // start of image
    ...segment(0xdb, [0, ...Array<number>(64).fill(1)]), // quantisation table 0, all ones
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // baseline, 8-bit, 8×8, one grey component
    ...segment(0xc4, oneCodeTable(0)), // DC table: the single 1-bit code 0 means difference 0
    ...segment(0xc4, oneCodeTable(1)), // AC table: the single 1-bit code 0 means end of block
    ...segment(0xda, [1, 1, 0, 0, 63, 0]), // start of scan
    0b0011_1111, // DC code, AC end of block, padded with ones
    0xff, 0xd9, // end of image
  ]);
}

/** A 1×1 transparent lossless WebP: the bytes browsers' WebP feature tests decode. */
export function sampleWebp(): Buffer<ArrayBuffer> {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}

/** A 1×1 black GIF. */
export function sampleGif(): Buffer<ArrayBuffer> {
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), // 1×1, a global palette of two colours
    Buffer.from([0, 0, 0, 255, 255, 255]), // black, white
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]), // the image: at 0,0, 1×1
    Buffer.from([2, 2, 0x44, 0x01, 0]), // LZW, 2-bit codes: clear, colour 0, end
    Buffer.from([0x3b]), // trailer
  ]);
}

/** UTF-8 plain text. */
export function sampleText(text = 'Reading list, week 3\n- Chapter 4: Fractions\n- Exercises 1–12\n'): Buffer<ArrayBuffer> {
  return Buffer.from(text, 'utf8');
}

/** A Word document holding one paragraph. */
export function sampleDocx(): Buffer<ArrayBuffer> {
  return zipOf(officeOpenXml('word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Homework</w:t></w:r></w:p></w:body></w:document>'));
}

/** An Excel package: a workbook part with no sheets. */
export function sampleXlsx(): Buffer<ArrayBuffer> {
  return zipOf(officeOpenXml('xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>'));
}

/** A PowerPoint package: a presentation part with no slides. */
export function samplePptx(): Buffer<ArrayBuffer> {
  return zipOf(officeOpenXml('ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>'));
}

/** An OpenDocument text holding one paragraph. */
export function sampleOdt(): Buffer<ArrayBuffer> {
  return zipOf(openDocument('application/vnd.oasis.opendocument.text', '<office:text><text:p>Homework</text:p></office:text>'));
}

/** An OpenDocument spreadsheet with one empty sheet. */
export function sampleOds(): Buffer<ArrayBuffer> {
  return zipOf(openDocument('application/vnd.oasis.opendocument.spreadsheet',
    '<office:spreadsheet><table:table table:name="Sheet1"><table:table-row><table:table-cell/></table:table-row></table:table></office:spreadsheet>'));
}

/** An OpenDocument presentation with one empty slide. */
export function sampleOdp(): Buffer<ArrayBuffer> {
  return zipOf(openDocument('application/vnd.oasis.opendocument.presentation',
    '<office:presentation><draw:page draw:name="Slide1" draw:master-page-name=""/></office:presentation>'));
}

/** A Word 97–2003 Compound File: a `WordDocument` stream starting with its magic number. */
export function sampleDoc(): Buffer<ArrayBuffer> {
  return compoundFile({ WordDocument: Buffer.from([0xec, 0xa5, 0xc1, 0x00]), '1Table': Buffer.alloc(16) });
}

/** An Excel 97–2003 Compound File: a `Workbook` stream starting with a BOF record. */
export function sampleXls(): Buffer<ArrayBuffer> {
  return compoundFile({ Workbook: Buffer.from([0x09, 0x08, 0x10, 0x00, 0x00, 0x06, 0x05, 0x00]) });
}

/** A PowerPoint 97–2003 Compound File: a `PowerPoint Document` stream. */
export function samplePpt(): Buffer<ArrayBuffer> {
  return compoundFile({ 'PowerPoint Document': Buffer.alloc(16), 'Current User': Buffer.alloc(16) });
}

/** An HTML page that runs a script: what a .txt upload must never be. */
export function sampleHtml(): Buffer<ArrayBuffer> {
  return Buffer.from('<!DOCTYPE html>\n<html><body><script>fetch("/api/me").then((r) => r.text()).then(alert)</script></body></html>\n');
}

/** The start of a Windows executable: DOS header pointing at a PE header. */
export function sampleExe(): Buffer<ArrayBuffer> {
  const exe = Buffer.alloc(128);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(64, 0x3c);
  exe.write('PE\0\0', 64, 'latin1');
  exe.writeUInt16LE(0x14c, 68); // i386
  return exe;
}

/** The header of a 64-bit Linux executable. */
export function sampleElf(): Buffer<ArrayBuffer> {
  const elf = Buffer.alloc(64);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]).copy(elf); // ELF, 64-bit, little-endian, version 1
  elf.writeUInt16LE(2, 16); // executable
  elf.writeUInt16LE(0x3e, 18); // x86-64
  elf.writeUInt32LE(1, 20);
  return elf;
}

/** A plain zip archive holding one text file. */
export function sampleZip(): Buffer<ArrayBuffer> {
  return zipOf([['notes.txt', 'Homework']]);
}

/** An SVG image with a script in it: a browser runs it when the file is opened. */
export function sampleSvg(): Buffer<ArrayBuffer> {
  return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script><rect width="10" height="10"/></svg>\n');
}

/** A Compound File like a Windows installer (.msi): no Office stream in it. */
export function sampleMsi(): Buffer<ArrayBuffer> {
  return compoundFile({ '\u0005SummaryInformation': Buffer.alloc(48), '\u4840\u3b3f\u4577\u446c\u3b6a\u45e4\u4824': Buffer.alloc(16) });
}

/**
 * A zip archive of `entries`, in order. Entries are deflated except one named `mimetype`, which
 * OpenDocument requires stored, uncompressed, as the first entry.
 */
export function zipOf(entries: ReadonlyArray<readonly [name: string, content: string | Buffer]>): Buffer<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const stored = name === 'mimetype';
    const packed = stored ? data : deflateRawSync(data);
    const fileName = Buffer.from(name, 'utf8');
    // Fields shared by both headers: version 2.0, flags (UTF-8 names), method, 1980-01-01 00:00, CRC, sizes, name length.
    const shared = Buffer.alloc(26);
    shared.writeUInt16LE(20, 0);
    shared.writeUInt16LE(0x0800, 2);
    shared.writeUInt16LE(stored ? 0 : 8, 4);
    shared.writeUInt16LE(0x21, 8);
    shared.writeUInt32LE(crc32(data), 10);
    shared.writeUInt32LE(packed.length, 14);
    shared.writeUInt32LE(data.length, 18);
    shared.writeUInt16LE(fileName.length, 22);
    const local = Buffer.concat([signature(0x04034b50), shared, fileName, packed]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by version 2.0
    shared.copy(central, 6);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function signature(value: number): Buffer<ArrayBuffer> {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}

/** The parts of an Office Open XML package: content types, the relationship to the main part, the main part. */
function officeOpenXml(mainPart: string, contentType: string, xml: string): Array<[string, string]> {
  const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return [
    ['[Content_Types].xml', `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
      + '<Default Extension="xml" ContentType="application/xml"/>'
      + `<Override PartName="/${mainPart}" ContentType="${contentType}"/></Types>`],
    ['_rels/.rels', `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
      + `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${mainPart}"/></Relationships>`],
    [mainPart, declaration + xml],
  ];
}

/** The parts of an OpenDocument package: the stored `mimetype` first, the manifest, the content. */
function openDocument(mime: string, body: string): Array<[string, string]> {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
  return [
    ['mimetype', mime],
    ['META-INF/manifest.xml', `${declaration}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">`
      + `<manifest:file-entry manifest:full-path="/" manifest:media-type="${mime}"/>`
      + '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>'],
    ['content.xml', `${declaration}<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"`
      + ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"'
      + ` xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" office:version="1.2"><office:body>${body}</office:body></office:document-content>`],
  ];
}

/** A Compound File (the container of legacy Office files) with `streams` at its root. */
function compoundFile(streams: Record<string, Buffer>): Buffer<ArrayBuffer> {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, name, content);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
