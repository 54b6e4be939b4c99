import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../gateway/testing/free-port.ts';

const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/usr/bin/nginx'];
const MIME_TYPES = '/etc/nginx/mime.types';
const START_TIMEOUT_MS = 10_000;

/** nginx's binary, if this machine has one. */
export function findNginx(): string | undefined {
  return NGINX_PATHS.find((path) => existsSync(path));
}

/** One worker process, like our one Node process, with its files in `scratch`; `server` is the site. */
function configFor(scratch: string, server: string): string {
  return `worker_processes 1;
daemon off;
pid ${join(scratch, 'nginx.pid')};
error_log ${join(scratch, 'error.log')};
events { worker_connections 1024; }
http {
  access_log off;
  ${existsSync(MIME_TYPES) ? `include ${MIME_TYPES};` : ''}
  client_body_temp_path ${scratch};
  proxy_temp_path ${scratch};
  fastcgi_temp_path ${scratch};
  uwsgi_temp_path ${scratch};
  scgi_temp_path ${scratch};
  server {
    ${server}
  }
}
`;
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(true)).once('error', () => resolve(false));
      socket.once('connect', () => socket.end());
    });
  while (Date.now() < deadline) {
    if (await listening()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on port ${port} within ${START_TIMEOUT_MS} ms`);
}

/** Runs `measure` with nginx running `server` (given its scratch folder and port), then stops it. */
async function withServerBlock<Result>(
  binary: string,
  server: (scratch: string, port: number) => string,
  measure: (port: number) => Promise<Result>,
): Promise<Result> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-studyhall-nginx-'));
  const port = await freePort();
  const config = join(scratch, 'nginx.conf');
  writeFileSync(config, configFor(scratch, server(scratch, port)));
  // -e: nginx ≥ 1.19.5 opens its default error log before reading the config; point it at the scratch folder.
  const child = spawn(binary, ['-e', join(scratch, 'startup.log'), '-c', config], { stdio: 'ignore' });
  try {
    await waitForPort(port);
    return await measure(port);
  } finally {
    child.kill('SIGQUIT');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Runs `measure` against nginx serving `root` on a free loopback port, then stops it: the pages
 * at their folders, as our server answers them.
 *
 * @param binary nginx's path, from `findNginx()`
 * @param root the folder to serve (the app's dist/)
 * @example await withNginx(findNginx(), distDir, (url) => runWrk(`${url}/student/login`, load))
 */
export function withNginx<Result>(binary: string, root: string, measure: (url: string) => Promise<Result>): Promise<Result> {
  return withServerBlock(
    binary,
    (_scratch, port) => `listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }`,
    (port) => measure(`http://127.0.0.1:${port}`),
  );
}

/** Whether this machine can put the app behind TLS: nginx, and openssl to make its certificate. */
export function canProxyTls(): string | undefined {
  const binary = findNginx();
  if (!binary) return undefined;
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return binary;
  } catch {
    return undefined;
  }
}

/**
 * Runs `measure` against nginx on a free loopback port as the TLS reverse proxy a school puts
 * in front of the app (HTTPS with HTTP/2, forwarding to `upstream`), with a throwaway
 * self-signed certificate for 127.0.0.1, then stops it.
 *
 * @param binary nginx's path, from `canProxyTls()`
 * @example await withTlsProxy(canProxyTls(), server.url, (url) => audit(`${url}/student/login`))
 */
export function withTlsProxy<Result>(binary: string, upstream: string, measure: (url: string) => Promise<Result>): Promise<Result> {
  return withServerBlock(
    binary,
    (scratch, port) => {
      const [certificate, key] = [join(scratch, 'cert.pem'), join(scratch, 'key.pem')];
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat(
          ['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate],
        ),
        { stdio: 'ignore' },
      );
      // `listen … http2` rather than `http2 on` (nginx ≥ 1.25.1), which older nginx does not know.
      return `listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    location / {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
    }`;
    },
    (port) => measure(`https://127.0.0.1:${port}`),
  );
}
