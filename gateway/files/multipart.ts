import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import Busboy from '@fastify/busboy';
import { fileMessages } from '../../contract/strings/files.ts';

/** A file part of a multipart body, streamed to a temporary file and not yet checked. */
export interface ReceivedFile {
  /** The temporary file holding it. */
  path: string;
  /** The name the browser gave it: shown back, never trusted for its kind. */
  fileName: string;
  size: number;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface MultipartLimits {
  /** The form field that carries files: `file` (one) or `files` (several). */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  /** Where each file part is streamed. */
  temporaryPath: () => string;
}

/** Why a multipart body was refused, with the status to answer. */
export class MultipartError extends Error {
  readonly status: 400 | 413;
  constructor(status: 400 | 413, message: string) {
    super(message);
    this.status = status;
  }
}

/** Text fields are a title and a description: 64 KB is far more than a form sends. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 20;
/** A part's headers: a name and a file name; backup rows are sized on this (gateway/backup/restore-limits.ts). */
export const MAX_PART_HEADER_BYTES = 16 * 1024;

/**
 * Reads a multipart/form-data body as it streams in: text fields into memory (small, limited),
 * each file part straight to a temporary file, stopping at the first limit crossed, so a 2 GB
 * upload never sits in memory and never fills the disk. On any failure every temporary file is
 * removed before the error is thrown.
 *
 * @param request the incoming request
 * @param limits the file field, how many files and how large each may be
 * @example const { fields, files } = await readMultipart(c.req.raw, { fileField: 'file', maxFiles: 1, maxFileBytes, temporaryPath })
 */
export async function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartBody> {
  const files: ReceivedFile[] = [];
  try {
    return await parse(request, limits, files);
  } catch (error) {
    await Promise.all(files.map((file) => rm(file.path, { force: true })));
    throw error;
  }
}

function parse(request: Request, limits: MultipartLimits, files: ReceivedFile[]): Promise<MultipartBody> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type) || !request.body) {
    return Promise.reject(new MultipartError(400, fileMessages.notMultipart));
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const writes: Promise<void>[] = [];
    const parts: Readable[] = [];
    const source = Readable.fromWeb(request.body as NodeWebStream<Uint8Array>);
    let failed = false;
    // Every limit is reported once passed, so a file, or a form, of exactly the limit is taken.
    const parser = Busboy({
      headers: { 'content-type': type },
      defCharset: 'utf8',
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + limits.maxFiles, headerSize: MAX_PART_HEADER_BYTES },
    });

    // Stops reading at once; the server drains or closes what the client still sends.
    const fail = (error: MultipartError) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.pause();
      // Destroyed with the error, not without: a part the parser has ended but its file has not yet
      // read (a limit crossed in the chunk that ended it) would keep its pipeline, its open file
      // and so this answer waiting for an 'end' that a destroyed stream never emits.
      for (const part of parts) part.destroy(error);
      void Promise.allSettled(writes).then(() => reject(error));
    };

    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) return fail(new MultipartError(413, fileMessages.fieldTooLong(name)));
      fields[name] = value;
    });
    parser.on('file', (name, stream, fileName) => {
      if (failed || name !== limits.fileField) {
        stream.resume();
        return fail(new MultipartError(400, fileMessages.unexpectedFile(name)));
      }
      const file: ReceivedFile = { path: limits.temporaryPath(), fileName, size: 0 };
      files.push(file);
      parts.push(stream);
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
      });
      stream.on('limit', () => fail(new MultipartError(413, fileMessages.tooLarge(limits.maxFileBytes / (1024 * 1024)))));
      writes.push(pipeline(stream, createWriteStream(file.path, { flags: 'wx', mode: 0o600 })).catch((error: unknown) => {
        fail(new MultipartError(400, fileMessages.unreadable));
        throw error;
      }));
    });
    parser.on('filesLimit', () => fail(new MultipartError(400, fileMessages.tooManyFiles(limits.maxFiles))));
    parser.on('fieldsLimit', () => fail(new MultipartError(400, fileMessages.tooManyFields)));
    parser.on('partsLimit', () => fail(new MultipartError(400, fileMessages.tooManyFields)));
    parser.on('error', () => fail(new MultipartError(400, fileMessages.unreadable)));
    source.on('error', () => fail(new MultipartError(400, fileMessages.unreadable)));
    parser.on('finish', () => {
      if (failed) return;
      Promise.all(writes).then(
        () => resolve({ fields, files }),
        () => fail(new MultipartError(400, fileMessages.unreadable)),
      );
    });
    source.pipe(parser);
  });
}
