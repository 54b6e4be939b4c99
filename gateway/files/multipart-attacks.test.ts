import { readdirSync, readlinkSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileMessages } from '../../contract/strings/files.ts';
import { API_PREFIX, createApi, mountApi } from '../api/index.ts';
import { startSignedInApi, TEST_SECRET, type TestApi } from '../testing/api-harness.ts';
import { samplePdf, samplePng } from '../testing/sample-files.ts';

/** A hang fails the test instead of stalling the run; every answer should come far sooner. */
const ANSWER_GUARD_MS = 5000;
const BOUNDARY = 'studyhall-attack-boundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

interface Part {
  name: string;
  /** A part with a file name is a file, whatever its field. */
  filename?: string;
  content: string | Uint8Array;
}

/**
 * A form as an attacker shapes it: `head` is what the server takes, `tail` what crosses a limit
 * (or, cut off, what ends the body too soon).
 */
interface Attack {
  path: string;
  head: Part[];
  tail: Part[];
  status: 400 | 413;
  message: string;
  /** The body stops without its closing boundary; otherwise it is sent whole in process. */
  cutOff?: boolean;
}

/** The bytes of `parts`, each with its delimiter; the closing boundary is `CLOSING`. */
function partsOf(parts: readonly Part[]): Buffer {
  return Buffer.concat(
    parts.flatMap((part) => {
      const file = part.filename === undefined ? '' : `; filename="${part.filename}"\r\nContent-Type: application/octet-stream`;
      return [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`), Buffer.from(part.content), Buffer.from('\r\n')];
    }),
  );
}
const CLOSING = Buffer.from(`--${BOUNDARY}--\r\n`);

/** The whole body as the in-process request sends it. */
const bodyOf = (attack: Attack) => Buffer.concat([partsOf(attack.head), partsOf(attack.tail), attack.cutOff ? Buffer.alloc(0) : CLOSING]);

const details: Part[] = [
  { name: 'date', content: '22/Nov/2026' },
  { name: 'title', content: 'Fractions worksheet' },
  { name: 'description', content: 'Exercises 1 to 12.' },
];
const pdf = (name = 'file'): Part => ({ name, filename: 'week3.pdf', content: samplePdf() });
const photo = (index: number): Part => ({ name: 'files', filename: `p${index}.png`, content: samplePng() });

const attacks: Array<[string, Attack]> = [
  ['two `file` parts on an assignment', { path: '/tutor/home/assignments', head: [...details, pdf()], tail: [pdf()], status: 400, message: fileMessages.tooManyFiles(1) }],
  [
    '51 `files` parts on a photo section',
    {
      path: '/tutor/home/photos',
      head: [{ name: 'subject', content: 'Sports day' }, ...Array.from({ length: 50 }, (_, index) => photo(index))],
      tail: [photo(50)],
      status: 400,
      message: fileMessages.tooManyFiles(50),
    },
  ],
  ['a file, then a file under another field, on an assignment', { path: '/tutor/home/assignments', head: [...details, pdf()], tail: [pdf('attachment')], status: 400, message: fileMessages.tooManyFiles(1) }],
  [
    'a photo, then a file under another field, on a photo section',
    { path: '/tutor/home/photos', head: [{ name: 'subject', content: 'Sports day' }, photo(0)], tail: [pdf('cover')], status: 400, message: fileMessages.unexpectedFile('cover') },
  ],
  [
    'more than 20 fields after a file',
    {
      path: '/tutor/home/assignments',
      head: [...details, pdf()],
      tail: Array.from({ length: 21 }, (_, index) => ({ name: `extra${index}`, content: 'x' })),
      status: 400,
      message: fileMessages.tooManyFields,
    },
  ],
  [
    'a file over MAX_UPLOAD_MB followed by more parts',
    { path: '/tutor/home/assignments', head: details, tail: [{ ...pdf(), content: Buffer.alloc(1024 * 1024 + 1, 0x20) }, ...details], status: 413, message: fileMessages.tooLarge(1) },
  ],
  ['a body cut off after a file, before its closing boundary', { path: '/tutor/home/assignments', head: details, tail: [pdf()], status: 400, message: fileMessages.unreadable, cutOff: true }],
];

/** Open file descriptors of this process (where the API runs) that point into `dir`. */
function handlesInto(dir: string): string[] {
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(join('/proc/self/fd', fd));
      return target.startsWith(`${dir}/`) ? [target] : [];
    } catch {
      return []; // closed between the listing and the look
    }
  });
}

/** `pending`, or a failure naming `what` if it has not settled within the guard. */
function guarded<T>(pending: T | Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_GUARD_MS} ms: ${what}`)), ANSWER_GUARD_MS);
  });
  return Promise.race([pending, hang]).finally(() => clearTimeout(timer));
}

let t: TestApi;
let tutorToken: string;
beforeEach(async () => ({ t, tutorToken } = await startSignedInApi({ maxUploadMb: 1 })));
afterEach(() => t.close());

/** Nothing of the refused form is left: no file, temporary or kept, and no handle open into the folder. */
function expectNothingLeft() {
  expect(t.uploadedFiles()).toEqual([]);
  expect(handlesInto(t.files.dir)).toEqual([]);
}

describe('malformed and over-limit multipart bodies', () => {
  it.each(attacks)('answers %s at once, keeping no file and no handle', async (name, attack) => {
    const response = await guarded(
      t.api.request(attack.path, { method: 'POST', headers: { Authorization: `Bearer ${tutorToken}`, 'Content-Type': CONTENT_TYPE }, body: bodyOf(attack) }),
      name,
    );
    expect(response.status).toBe(attack.status);
    expect(await response.json()).toEqual({ message: attack.message });
    expectNothingLeft();
  });
});

describe('over a real connection', () => {
  let server: Server;
  let port: number;
  beforeEach(async () => {
    const api = createApi({ store: t.store, files: t.files, mailWorker: { wake: () => {} }, secret: TEST_SECRET, now: () => new Date(), maxUploadMb: 1 });
    // As gateway/server.ts serves it: @hono/node-server over node:http.
    const listening = new Promise<AddressInfo>((resolve) => {
      server = serve({ fetch: mountApi(new Hono(), api).fetch, port: 0, hostname: '127.0.0.1' }, resolve) as Server;
    });
    ({ port } = await listening);
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  interface Answer {
    status: number;
    body: string;
    /** Settles when the connection is gone. */
    closed: Promise<void>;
  }

  /**
   * Sends the head part by part, a few milliseconds apart, then its last part and the tail in one
   * write, and keeps the connection open: unless the form is cut off, the Content-Length counts a
   * closing boundary that never comes.
   */
  function sendSlowly(attack: Attack): Promise<Answer> {
    // A small file that starts and ends in the packet crossing the limit is still unread when the
    // parser stops: the case that hung.
    const pieces = [...attack.head.slice(0, -1).map((part) => partsOf([part])), partsOf([...attack.head.slice(-1), ...attack.tail])];
    const length = pieces.reduce((sum, piece) => sum + piece.length, attack.cutOff ? 0 : CLOSING.length);
    const headers = { Authorization: `Bearer ${tutorToken}`, 'Content-Type': CONTENT_TYPE, 'Content-Length': length };
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: `${API_PREFIX}${attack.path}`, headers, agent: false });
      const closed = new Promise<void>((done) => outgoing.on('close', done));
      // Once it has answered, the server may close the connection on a body still being sent.
      outgoing.on('error', () => {});
      outgoing.on('close', () => reject(new Error('closed without an answer')));
      outgoing.on('response', (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body, closed }));
      });
      const sendFrom = (index: number) => {
        const piece = pieces[index];
        if (piece) outgoing.write(piece, () => setTimeout(() => sendFrom(index + 1), 5));
      };
      sendFrom(0);
    });
  }

  it.each(attacks)('answers %s sent slowly, soon after its last byte, keeping nothing', async (name, attack) => {
    const answer = await guarded(sendSlowly(attack), name);
    expect(answer.status).toBe(attack.status);
    expect(JSON.parse(answer.body)).toEqual({ message: attack.message });
    expectNothingLeft();
    // A body that never ends does not hold the connection either.
    await guarded(answer.closed, `${name}: closing the connection`);
  });
});
