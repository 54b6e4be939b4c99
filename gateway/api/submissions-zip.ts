import { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import { ZipFile } from 'yazl';
import type { HandedInFile } from '../db/submissions.ts';
import type { FileStore } from '../files/file-store.ts';

/** Longest folder or file name in the archive: well inside every file system's 255 bytes, even in UTF-8. */
const NAME_MAX = 120;

/**
 * `name` as one file or folder name that every system unpacking the archive accepts: no path
 * separators, nothing Windows refuses (`: * ? " < > |`, control characters, a trailing dot or
 * space), never `.` or `..`, at most `NAME_MAX` characters; `fallback` when nothing is left.
 *
 * @example safeSegment('12 Asha: draft?', 'file') // '12 Asha draft'
 */
export function safeSegment(name: string, fallback: string): string {
  const cleaned = name
    .replace(/[\p{Cc}/\\:*?"<>|]/gu, ' ')
    .replace(/\s+/g, ' ')
    // `Essay?.pdf` is `Essay.pdf`, not `Essay .pdf`.
    .replace(/ (?=\.[^.]*$)/, '')
    .trim()
    .replace(/[. ]+$/, '');
  if (cleaned === '' || /^\.+$/.test(cleaned)) return fallback;
  if (cleaned.length <= NAME_MAX) return cleaned;
  // Keep the extension: the file must still open with its program.
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, NAME_MAX - extension.length).trimEnd() + extension;
}

/**
 * `name`, or `name (2)`, `name (3)`… before its extension: the first not yet in `taken`
 * (compared without case, as Windows and macOS do), which it joins.
 */
function uniqueIn(taken: Set<string>, name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${stem} (${copy})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Where each handed-in file goes in the archive: a folder per student named by admission number
 * and name (`1024 Asha Kumar/`), unique even for two students of the same name, each file under
 * its shown name, made unique within its folder.
 */
export function archivePaths(files: readonly HandedInFile[]): { file: HandedInFile; path: string }[] {
  const folders = new Map<string, string>();
  const takenFolders = new Set<string>();
  const takenNames = new Map<string, Set<string>>();
  return files.map((file) => {
    let folder = folders.get(file.studentId);
    if (folder === undefined) {
      folder = uniqueIn(takenFolders, safeSegment(`${file.admissionNo} ${file.fname}`, file.studentId));
      folders.set(file.studentId, folder);
      takenNames.set(folder, new Set());
    }
    const name = uniqueIn(takenNames.get(folder) ?? new Set(), safeSegment(file.fileName, 'file'));
    return { file, path: `${folder}/${name}` };
  });
}

/**
 * The ZIP of an assignment's handed-in files, streamed as it is written: each file is read from
 * disk only when its turn comes, so a class's 2 GB of scans never sits in memory. Stored, not
 * compressed: handed-in work is PDFs, photos and Office files, compressed already.
 *
 * @param files what `submissions.handedInFiles` answers
 * @param store where the files are on disk
 * @param title the assignment's title, the archive's name
 */
export function submissionsZip(files: readonly HandedInFile[], store: Pick<FileStore, 'pathOf'>, title: string): Response {
  const zip = new ZipFile();
  for (const { file, path } of archivePaths(files)) {
    const onDisk = store.pathOf(file.upload);
    if (onDisk) zip.addFile(onDisk, path, { compress: false });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  // A file gone from disk since it was listed (a hand-in replaced meanwhile) cuts the download short; unhandled, it would end the process.
  zip.on('error', (error: Error) => output.destroy(error));
  const body = Readable.toWeb(output) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition(`${safeSegment(title, 'submissions')}.zip`),
      'Cache-Control': 'no-store',
    },
  });
}
