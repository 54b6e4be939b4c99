import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import { Hono, type Context } from 'hono';
import rangeParser from 'range-parser';
import { fileMessages } from '../../contract/strings/files.ts';
import type { AudienceKind, Upload, User } from '../db/index.ts';
import { kindForExtension } from '../files/file-kinds.ts';
import { shownName } from '../files/file-names.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';
import { requireUser } from './require-user.ts';

/**
 * Asked again each time (a 304 while it is unchanged), so the server checks the login before a
 * kept copy is shown: a file the browser keeps is then of no use to the next person on the phone.
 * A student's service worker keeps its own bounded copy, deleted at sign-out (src/service-worker/).
 */
const FILE_CACHE_CONTROL = 'private, no-cache';

/** The records whose files a guardian reads of a child: those of the lists they see (`GUARDIAN_READING`; events have none). */
const GUARDIAN_FILES: readonly AudienceKind[] = ['assignments', 'announcements'];

/**
 * `GET /uploads/{name}`: an uploaded file, to a logged-in user only (bearer token or the file
 * cookie, checked like any call: a blocked user is refused at once). A student gets only the files
 * of records that are for them (school-model.md, Audience) and the files they handed in
 * themselves: any other is 404, as if it did not exist (`fileIsFor`). Served with its checked
 * type, never sniffed by the browser; images and PDF inline, anything else as a download under
 * its original name; with an ETag and byte ranges. Every other path is 404.
 */
export function uploadsRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();
  app.use('/uploads/*', requireUser(deps, undefined, { fileCookie: true }));
  app.on(['GET', 'HEAD'], '/uploads/:name', async (c) => {
    const name = c.req.param('name');
    const path = deps.files.pathOf(name);
    const upload = path && (await readableBy(c.var.user, name)) ? await deps.store.uploads.find(name) : undefined;
    const size = path && upload ? await stat(path).then((info) => info.size, () => undefined) : undefined;
    if (!path || !upload || size === undefined) fail(404, fileMessages.notFound);
    return answerFile(c, path, upload, size);
  });

  /**
   * Tutors read every file; a student those of records for the whole school or their classes, and
   * their own hand-ins; a guardian what any of their children reads, by the same rule.
   */
  async function readableBy(user: User, name: string): Promise<boolean> {
    if (user.position === 'tutor') return true;
    const readers = user.position === 'guardian' ? await deps.store.guardians.childIds(user._id) : [user._id];
    for (const studentId of readers) {
      const readerClasses = await deps.store.classes.idsOfStudent(studentId);
      if (await deps.store.audiences.fileIsFor(name, { studentId, readerClasses, ...(user.position === 'guardian' ? { kinds: GUARDIAN_FILES } : {}) })) return true;
    }
    return false;
  }

  return app;
}

function answerFile(c: Context, path: string, upload: Upload, size: number): Response {
  const kind = kindForExtension(upload.name.split('.').at(-1) ?? '');
  const etag = `"${upload.name}"`;
  const headers = new Headers({
    'Content-Type': kind?.mime ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition(shownName(upload.fileName, upload.name), { type: kind?.inline ? 'inline' : 'attachment' }),
    'Cache-Control': FILE_CACHE_CONTROL,
    ETag: etag,
    'Accept-Ranges': 'bytes',
  });
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  const range = wantedRange(c, size, etag);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers.set('Content-Length', String(size === 0 ? 0 : end - start + 1));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD' || size === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  return !!header && (header.trim() === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag));
}

/**
 * The one byte range asked for, if any. Several ranges, or an If-Range for another version,
 * get the whole file, as HTTP allows.
 */
function wantedRange(c: Context, size: number, etag: string): { start: number; end: number } | 'unsatisfiable' | undefined {
  const header = c.req.header('Range');
  if (!header) return undefined;
  const ifRange = c.req.header('If-Range');
  if (ifRange && ifRange.trim() !== etag) return undefined;
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}
