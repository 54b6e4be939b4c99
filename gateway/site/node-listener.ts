import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { StaticSite } from './static-site.ts';

/** A header Node gives as one string (it joins repeated ones of the kinds read here); an array never reaches here. */
export const headerText = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Node's request listener for the whole app: built files are written straight from memory,
 * before a Fetch Request or Response is made for them; everything else goes to `next`
 * (the gateway's `afterBuiltFiles`: its `app` looks the built files up again, for hosts without Node's server).
 *
 * @param site the in-memory site
 * @param next the listener for everything else, e.g. `getRequestListener(gateway.afterBuiltFiles.fetch)`
 * @example createServer(builtFilesFirst(gateway.site, getRequestListener(gateway.afterBuiltFiles.fetch)))
 */
export function builtFilesFirst(site: StaticSite, next: RequestListener): RequestListener {
  return function builtFilesFirst(incoming: IncomingMessage, outgoing: ServerResponse) {
    const found = site.answer({
      method: incoming.method ?? '',
      path: pathOf(incoming.url ?? ''),
      acceptEncoding: headerText(incoming.headers['accept-encoding']),
      ifNoneMatch: headerText(incoming.headers['if-none-match']),
      cookie: headerText(incoming.headers.cookie),
    });
    if (!found) return next(incoming, outgoing);
    outgoing.writeHead(found.status, found.headers);
    outgoing.end(found.body);
  };
}
