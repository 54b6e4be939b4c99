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
}

export type Api = ReturnType<typeof apiClient>;

/**
 * Calls the server under test. A call that never reached it (connection refused while it
 * restarts) is simply sent again; a call cut off mid-way is the caller's to judge.
 */
export function apiClient(server: ServerUnderTest, { timeoutMs }: { timeoutMs: number }) {
  return {
    /** Posts JSON once the server is up; throws CutOff when a kill cut the call off. */
    async post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
      for (;;) {
        const url = new URL(path, await server.whenUp());
        try {
          return await postOnce(url, body, headers, timeoutMs);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ECONNREFUSED') await delay(REFUSED_RETRY_MS);
          else if (code === 'ECONNRESET' || code === 'EPIPE') throw new CutOff(`POST ${path} was cut off by a kill`);
          else if ((error as Error).name === 'AbortError') throw new Error(`POST ${path} had no answer within ${timeoutMs / 1000} s`);
          else throw error;
        }
      }
    },
  };
}

/** One call on its own connection, so a dead server's kept-alive socket is never reused. */
function postOnce(url: URL, body: unknown, headers: Record<string, string>, timeoutMs: number): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, message: messageOf(Buffer.concat(chunks)) }));
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

function messageOf(body: Buffer): string | undefined {
  try {
    return (JSON.parse(body.toString('utf8')) as { message?: string }).message;
  } catch {
    return undefined;
  }
}
