import { writeFile } from 'node:fs/promises';
import type { CheckedFile } from '../api/file-uploads.ts';
import type { FileKind } from '../files/file-kinds.ts';
import type { FileStore } from '../files/file-store.ts';
import { sniffFile } from '../files/sniff.ts';

/**
 * Puts made-up bytes where a received upload lands (a temporary file of the file store) and
 * checks their content as the upload forms are checked, so the demo keeps them through the
 * same `keepFile` as a tutor's upload, and a maker whose bytes would be refused stops the demo.
 *
 * @param files the school's file store
 * @param bytes the file's content
 * @param fileName the name a tutor's device would send
 * @param accepted the kinds the area accepts
 * @example const file = await receivedUpload(files, handoutPdf(title), 'worksheet.pdf', DOCUMENT_KINDS)
 */
export async function receivedUpload(files: FileStore, bytes: Uint8Array, fileName: string, accepted: readonly FileKind[]): Promise<CheckedFile> {
  const path = files.temporaryPath();
  await writeFile(path, bytes);
  const kind = await sniffFile(path, accepted);
  if (!kind) {
    await files.remove(path);
    throw new Error(`The demo made ${fileName}, which an upload would refuse`);
  }
  return { path, fileName, size: bytes.length, kind };
}

/**
 * The name a tutor's device might send for a file about `title`.
 *
 * @param title what the file is about
 * @param extension its kind's extension
 * @example savedName('Science: Cells (worksheet)', 'pdf') // 'science-cells-worksheet.pdf'
 */
export function savedName(title: string, extension: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.${extension}`;
}
