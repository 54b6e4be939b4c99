import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileMessages } from '../../contract/strings/files.ts';
import { MultipartError, readMultipart } from './multipart.ts';

const BOUNDARY = 'studyhall-test-boundary';
const MAX_FILES = 3;

let dir: string;
let made = 0;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studyhall-multipart-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A part as it sits in the body: its headers, a blank line, its content. */
const part = (headers: string, content: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`;
const field = (name: string) => part(`Content-Disposition: form-data; name="${name}"`, 'x');
const file = (index: number) => part(`Content-Disposition: form-data; name="file"; filename="f${index}.txt"`, `file ${index}`);

/** `readMultipart` on a body of `parts`, limited to MAX_FILES files under `file`; a hang fails within the test's time. */
function read(parts: string[]) {
  const request = new Request('http://school.test/', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: `${parts.join('')}--${BOUNDARY}--\r\n`,
  });
  return readMultipart(request, { fileField: 'file', maxFiles: MAX_FILES, maxFileBytes: 1024, temporaryPath: () => join(dir, `.upload-${made++}.tmp`) });
}

const twentyFields = Array.from({ length: 20 }, (_, index) => field(`field${index}`));
const allFiles = Array.from({ length: MAX_FILES }, (_, index) => file(index));

describe('readMultipart', () => {
  it('takes a form of exactly the most fields and files', async () => {
    const { fields, files } = await read([...twentyFields, ...allFiles]);
    expect(Object.keys(fields)).toHaveLength(20);
    expect(files.map((received) => received.fileName)).toEqual(['f0.txt', 'f1.txt', 'f2.txt']);
    expect(readdirSync(dir)).toHaveLength(MAX_FILES);
  });

  it('refuses one part more, even one that is neither field nor file, keeping nothing', async () => {
    const unnamed = part('X-Padding: yes', 'x');
    await expect(read([...twentyFields, ...allFiles, unnamed])).rejects.toEqual(new MultipartError(400, fileMessages.tooManyFields));
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes a file of exactly the most bytes and refuses one byte more, keeping nothing', async () => {
    const sized = (bytes: number) => part('Content-Disposition: form-data; name="file"; filename="sized.txt"', 'x'.repeat(bytes));
    const { files } = await read([sized(1024)]);
    expect(files.map((received) => received.size)).toEqual([1024]);
    rmSync(files[0]!.path);
    await expect(read([sized(1025)])).rejects.toEqual(new MultipartError(413, fileMessages.tooLarge(1024 / (1024 * 1024))));
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reads a file name written in UTF-8 as written', async () => {
    const named = part('Content-Disposition: form-data; name="file"; filename="Übung café.txt"', 'x');
    const { files } = await read([named]);
    expect(files.map((received) => received.fileName)).toEqual(['Übung café.txt']);
  });
});
