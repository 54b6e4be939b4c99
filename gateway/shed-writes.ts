import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { API_PREFIX } from './api/index.ts';
import { isQueuedWrite, QUEUED_AREAS, SHED_BODY, SHED_HEADERS, type WriteLine } from './api/write-queue.ts';
import { headerText } from './site/node-listener.ts';

const AREA_PATHS = QUEUED_AREAS.map(([area]) => `${API_PREFIX}${area}/`);

/**
 * Node's request listener in front of the app while the API's line of writes is full: a write
 * under an area is answered 503 with `Retry-After` straight from memory, before a Fetch Request,
 * a route or a middleware is made for it. During a flood the server answers thousands of these
 * a second, and the reads and logins between them wait for each: answered here, one costs a
 * fraction of the API's own refusal (bench/write-flood.ts). The line still decides, in the API,
 * every write that arrives while it has room.
 *
 * @param line the API's line of writes (`ApiDeps.writes`)
 * @param protective the gateway's headers for an API answer
 * @param next the listener for everything else
 * @example createServer(builtFilesFirst(site, shedWritesWhenFull(writes, headers, getRequestListener(afterBuiltFiles.fetch))))
 */
export function shedWritesWhenFull(line: Pick<WriteLine, 'isFull'>, protective: Readonly<Record<string, string>>, next: RequestListener): RequestListener {
  const headers = { ...protective, 'Cache-Control': 'no-store', ...SHED_HEADERS };
  return function shedWritesWhenFull(incoming: IncomingMessage, outgoing: ServerResponse) {
    const url = incoming.url ?? '';
    const shed = line.isFull() && isQueuedWrite(incoming.method ?? '', headerText(incoming.headers['content-type'])) && AREA_PATHS.some((path) => url.startsWith(path));
    if (!shed) return next(incoming, outgoing);
    outgoing.writeHead(503, headers);
    outgoing.end(SHED_BODY);
  };
}
