import { request } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { ServerUnderTest } from './server-under-test.ts';

/** Between tries of a call the server refused because it was down. */
const REFUSED_RETRY_MS = 20;

/** The server was killed while this call was in flight: it may or may not have done its work. */
export class CutOff extends Error {}

export interface Answer {
  status: number;
  /** The `{message}` of a JSON answer, when there is one. */
  message?: string;
  /** The answer's JSON, when it is JSON. */
  body?: unknown;
}

/** A request body as it goes on the wire. */
export interface Payload {
  bytes: Buffer;
  contentType: string;
}

/** A file part of a multipart form. */
export interface FormFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export type Api = ReturnType<typeof apiClient>;

/**
 * Calls the server under test. A call that never reached it (connection refused while it
 * restarts) is simply sent again; a call cut off mid-way is the caller's to judge.
 */
export function apiClient(server: ServerUnderTest, { timeoutMs }: { timeoutMs: number }) {
  /** Sends once the server is up; throws CutOff when a kill cut the call off. */
  async function send(method: 'GET' | 'POST', path: string, payload: Payload | undefined, headers: Record<string, string>): Promise<Answer> {
    for (;;) {
      const url = new URL(path, await server.whenUp());
      try {
        return await sendOnce(method, url, payload, headers, timeoutMs);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ECONNREFUSED') await delay(REFUSED_RETRY_MS);
        else if (code === 'ECONNRESET' || code === 'EPIPE') throw new CutOff(`${method} ${path} was cut off by a kill`, { cause: error });
        else if ((error as Error).name === 'AbortError') throw new Error(`${method} ${path} had no answer within ${timeoutMs / 1000} s`, { cause: error });
        else throw error;
      }
    }
  }

  return {
    /** Posts JSON once the server is up; throws CutOff when a kill cut the call off. */
    post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
      return send('POST', path, { bytes: Buffer.from(JSON.stringify(body)), contentType: 'application/json' }, headers);
    },
    /** Posts a multipart form (see `multipartForm`), as `post` does JSON. */
    postForm(path: string, form: Payload, headers: Record<string, string> = {}): Promise<Answer> {
      return send('POST', path, form, headers);
    },
    /** Gets once the server is up; throws CutOff when a kill cut the call off (sending it again is safe). */
    get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
      return send('GET', path, undefined, headers);
    },
  };
}

/**
 * A multipart/form-data body of text fields then files, serialised by the platform's own
 * FormData, as a browser's form would be; built once, so every try sends the same bytes.
 */
export async function multipartForm(fields: Record<string, string>, files: Record<string, FormFile>): Promise<Payload> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([file.bytes], { type: file.contentType }), file.fileName);
  const serialised = new Request('http://localhost/', { method: 'POST', body: form });
  const contentType = serialised.headers.get('content-type');
  if (!contentType) throw new Error('FormData gave no Content-Type');
  return { bytes: Buffer.from(await serialised.arrayBuffer()), contentType };
}

/** One call on its own connection, so a dead server's kept-alive socket is never reused. */
function sendOnce(method: string, url: URL, payload: Payload | undefined, headers: Record<string, string>, timeoutMs: number): Promise<Answer> {
  const bodyHeaders = payload ? { 'Content-Type': payload.contentType, 'Content-Length': payload.bytes.length } : {};
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method,
        agent: false,
        headers: { ...bodyHeaders, ...headers },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ...jsonOf(Buffer.concat(chunks)) }));
      },
    );
    call.on('error', reject);
    call.end(payload?.bytes);
  });
}

function jsonOf(body: Buffer): Pick<Answer, 'message' | 'body'> {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const message = (parsed as { message?: unknown } | null)?.message;
    return { body: parsed, message: typeof message === 'string' ? message : undefined };
  } catch {
    return {};
  }
}
