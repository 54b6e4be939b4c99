// Node alone receiving uploads, the `hand-ins` benchmark's reference: an HTTP server that streams
// each request's body to a file and answers 200, through the Fetch API's stream as the app's
// framework hands a body over (@hono/node-server's `Readable.toWeb`) and back to a Node stream as
// its multipart reader takes it (gateway/files/multipart.ts). Nothing else: no parsing, no
// database. Run as its own process, with the app's Node flags and malloc settings, so what its
// memory does under the same uploads is what Node does.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const folder = mkdtempSync(join(tmpdir(), 'upload-sink-'));
let received = 0;

const server = createServer((request, response) => {
  const file = join(folder, String(received++));
  pipeline(Readable.fromWeb(Readable.toWeb(request)), createWriteStream(file)).then(
    () => response.end('ok'),
    () => response.writeHead(400).end(),
  );
});

// Its port on the first line of its output, for the benchmark to read.
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
process.once('SIGTERM', () => {
  rmSync(folder, { recursive: true, force: true });
  process.exit(0);
});
