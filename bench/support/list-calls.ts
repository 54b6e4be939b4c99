import { Agent, get } from 'node:http';
import { call } from './http.ts';

/** Connections kept open between calls, as a browser keeps them. */
// Idle sockets are dropped before the server's 5 s keep-alive timeout would close them: a socket
// the server has just closed, taken from the pool between two runs, fails with a reset.
const keepAlive = new Agent({ keepAlive: true, timeout: 4000 });
/** What a browser asks for (Chrome's header): the server may send its answer compressed. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** What came back for one list call. */
export interface Received {
  status: number;
  /** The bytes that came over the connection, compressed or not. */
  bytes: number;
  /** How they were sent: `gzip`, or `identity` when plain. */
  encoding: string;
}

/**
 * One call as a page makes it, timed to the answer's last byte. It goes through `node:http`,
 * not fetch, and drops the bytes as they come, neither joined, unzipped nor parsed: that is the
 * browser's cost, and on two shared cores fetch's own work and garbage doubled the tail
 * measured for the same server.
 *
 * @param url the server's URL, without a trailing slash
 * @param path the list's path, `/api/…`
 * @param token the bearer token of the user whose page reads it
 * @param acceptEncoding what the client takes: a browser's by default, `''` for a plain answer
 * @example const { status } = await callList(server.url, '/api/student/home/events', token)
 */
export function callList(url: string, path: string, token: string, acceptEncoding = BROWSER_ACCEPT_ENCODING): Promise<Received> {
  const headers = { Authorization: `Bearer ${token}`, ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}) };
  return new Promise((resolve, reject) => {
    const request = get(`${url}${path}`, { agent: keepAlive, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * What one answer holds, to print beside the figures: how many records, and what a browser is sent.
 *
 * @example console.log(`GET ${path} (${await describeAnswer(server.url, path, token)})`) // 2000 in students, 180 KB, 21 KB sent gzip
 */
export async function describeAnswer(url: string, path: string, token: string): Promise<string> {
  const answer = await call(`${url}${path}`, undefined, token);
  if (answer.status !== 200 || !answer.body) throw new Error(`GET ${path} answered ${answer.status}`);
  const [field, records] = Object.entries(answer.body)[0] ?? [];
  const count = Array.isArray(records) ? `${records.length} in ${field}` : '?';
  const plain = Buffer.byteLength(JSON.stringify(answer.body));
  const sent = await callList(url, path, token);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  return `${count}, ${kb(plain)}${sent.encoding === 'identity' ? '' : `, ${kb(sent.bytes)} sent ${sent.encoding}`}`;
}
