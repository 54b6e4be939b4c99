import { createServer } from 'node:http';
import { headersAddedBy, securityHeaders } from '../../../gateway/security-headers.ts';
import { builtFilesFirst } from '../../../gateway/site/node-listener.ts';
import { languageSites, loadLanguageSites } from '../../../gateway/site/site-languages.ts';
import { DEFAULT_LANGUAGE } from '../../../contract/languages.ts';

/** A built site served by the test itself. */
export interface BuiltSite {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  /** Stops answering and drops the browser's kept-alive connections, so the port is free again at once. */
  close(): Promise<void>;
}

/**
 * Serves a built folder (a copy of `dist/`, every language in it) on `port` with the gateway's own code for built
 * files: the same answers, compressed copies, ETags and protective headers as the real server,
 * read into memory when called. Anything else (the API, redirects) gets a plain 404: for the
 * specs that only need the pages, and need a second server of their own on the same origin.
 *
 * @param dir the built folder
 * @param port a port from `freePort()`; serve two builds one after the other on the same one to keep the origin
 * @example const site = await serveBuiltSite(copyOfDist, await freePort()); await page.goto(`${site.url}/student/login`)
 */
export async function serveBuiltSite(dir: string, port: number): Promise<BuiltSite> {
  const protective = await headersAddedBy(securityHeaders({ jsonPaths: ['/api'] }), '/');
  const site = languageSites(await loadLanguageSites(dir, protective), () => DEFAULT_LANGUAGE);
  const server = createServer(
    builtFilesFirst(site, (_incoming, outgoing) => {
      outgoing.writeHead(404, { ...protective, 'content-type': 'text/plain; charset=utf-8' });
      outgoing.end('Not found');
    }),
  );
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => listening());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((closed, failed) => {
        server.close((error) => (error ? failed(error) : closed()));
        server.closeAllConnections();
      }),
  };
}
