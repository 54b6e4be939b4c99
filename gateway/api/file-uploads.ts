import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { fileMessages } from '../../contract/strings/files.ts';
import type { Queries, Upload } from '../db/index.ts';
import { describeKinds, type FileKind } from '../files/file-kinds.ts';
import { nameOfKind } from '../files/file-names.ts';
import { MultipartError, readMultipart, type ReceivedFile } from '../files/multipart.ts';
import { sniffFile } from '../files/sniff.ts';
import { DEFAULT_MAX_UPLOAD_MB } from '../config.ts';
import type { ApiDeps } from './context.ts';
import { fail } from './errors.ts';
import { validOrFail } from './validate.ts';

/** A received file whose content is one of the accepted kinds. */
export interface CheckedFile extends ReceivedFile {
  kind: FileKind;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: CheckedFile[];
}

export interface FormRules {
  /** What the files' content must be; the file names and claimed types count for nothing. */
  accepted: readonly FileKind[];
  /** Default `file`. */
  fileField?: string;
  /** Default 1. */
  maxFiles?: number;
}

/** Bytes one file may have: MAX_UPLOAD_MB. */
function maxUploadBytes(deps: Pick<ApiDeps, 'maxUploadMb'>): number {
  return (deps.maxUploadMb ?? DEFAULT_MAX_UPLOAD_MB) * 1024 * 1024;
}

/**
 * Reads a multipart form whose files are streamed to temporary files and checked by content
 * (413 past the size limit, 415 for a kind not accepted). Nothing of a refused form stays
 * on disk; a form that is accepted is the caller's to keep (`keepFiles`) or `discard`.
 *
 * @example const form = await receiveForm(c, deps, { accepted: DOCUMENT_KINDS })
 */
export async function receiveForm(c: Context, deps: Pick<ApiDeps, 'files' | 'maxUploadMb'>, rules: FormRules): Promise<ReceivedForm> {
  let received;
  try {
    received = await readMultipart(c.req.raw, {
      fileField: rules.fileField ?? 'file',
      maxFiles: rules.maxFiles ?? 1,
      maxFileBytes: maxUploadBytes(deps),
      temporaryPath: () => deps.files.temporaryPath(),
    });
  } catch (error) {
    if (error instanceof MultipartError) fail(error.status, error.message);
    throw error;
  }
  try {
    const files: CheckedFile[] = [];
    for (const file of received.files) {
      if (file.size === 0) fail(400, fileMessages.empty);
      const kind = await sniffFile(file.path, rules.accepted);
      if (!kind) fail(415, fileMessages.wrongKind(describeKinds(rules.accepted)));
      files.push({ ...file, kind });
    }
    return { fields: received.fields, files };
  } catch (error) {
    await discard(deps, received.files);
    throw error;
  }
}

/**
 * A received form's text fields, checked with the shared schema (see `validOrFail`): a refused
 * form's files are discarded first, so a 400 leaves nothing on disk.
 *
 * @param deps the file store holding the form's temporary files
 * @param form what `receiveForm` answered
 * @param schema the shared zod schema of the form's text fields
 * @example const details = await validFields(deps, form, announcementSchema)
 */
export async function validFields<Schema extends z.ZodMiniType>(deps: Pick<ApiDeps, 'files'>, form: ReceivedForm, schema: Schema): Promise<z.output<Schema>> {
  try {
    return validOrFail(schema, form.fields);
  } catch (error) {
    await discard(deps, form.files);
    throw error;
  }
}

/** Removes the temporary files of a form that will not be kept. */
export async function discard(deps: Pick<ApiDeps, 'files'>, files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((file) => deps.files.remove(file.path)));
}

/**
 * Keeps checked files and runs `write` with their `uploads` rows in one transaction: the files
 * are in place before any row points at them, and if the rows fail the files go too.
 *
 * @example const id = await keepFiles(deps, form.files, (uploads, tx) => tx.notes.create({ ...details, upload: uploads[0].name }, now))
 */
export async function keepFiles<T>(
  deps: Pick<ApiDeps, 'files' | 'store' | 'now'>,
  files: readonly CheckedFile[],
  write: (uploads: Upload[], tx: Queries) => Promise<T>,
): Promise<T> {
  const uploads: Upload[] = [];
  try {
    for (const file of files) {
      const name = await deps.files.keep(file.path, file.kind.ext);
      uploads.push({ name, fileName: safeFileName(file.fileName, file.kind.ext), mime: file.kind.mime, size: file.size });
    }
    return await deps.store.transaction(async (tx) => {
      for (const upload of uploads) await tx.uploads.add(upload, deps.now());
      return write(uploads, tx);
    });
  } catch (error) {
    await discard(deps, files);
    await Promise.all(uploads.map((upload) => deps.files.remove(upload.name)));
    throw error;
  }
}

/** `keepFiles` for a form of one file. */
export function keepFile<T>(deps: Pick<ApiDeps, 'files' | 'store' | 'now'>, file: CheckedFile, write: (upload: Upload, tx: Queries) => Promise<T>): Promise<T> {
  return keepFiles(deps, [file], (uploads, tx) => write(uploads[0] as Upload, tx));
}

/**
 * The last path segment, without control characters or quotes, at most 200 characters, ending in
 * the extension of the file's checked kind (`nameOfKind`); a blank name gets one from its kind.
 */
export function safeFileName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  // ASCII control characters and quotes would break the download's Content-Disposition header.
  const cleaned = base.replace(/[[\p{Cc}&&\p{ASCII}]"]/gv, '').trim();
  const named = cleaned && cleaned !== '.' && cleaned !== '..' ? nameOfKind(cleaned, extension) : `file.${extension}`;
  return named.slice(-200);
}
