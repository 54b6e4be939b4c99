import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

/** One worker process, like our one Node process; the pages at their folders, as our server answers them. */
function configFor(root: string, port: number, scratch: string): string {
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
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
}

async function waitForPort(url: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await fetch(url).then(() => true, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not answer ${url} within ${START_TIMEOUT_MS} ms`);
}

/**
 * Runs `measure` against nginx serving `root` on a free loopback port, then stops it.
 *
 * @param binary nginx's path, from `findNginx()`
 * @param root the folder to serve (the app's dist/)
 * @example await withNginx(findNginx(), distDir, (url) => runWrk(`${url}/student/login`, load))
 */
export async function withNginx<Result>(binary: string, root: string, measure: (url: string) => Promise<Result>): Promise<Result> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-studyhall-nginx-'));
  const port = await freePort();
  const config = join(scratch, 'nginx.conf');
  writeFileSync(config, configFor(root, port, scratch));
  // -e: nginx ≥ 1.19.5 opens its default error log before reading the config; point it at the scratch folder.
  const child = spawn(binary, ['-e', join(scratch, 'startup.log'), '-c', config], { stdio: 'ignore' });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForPort(url);
    return await measure(url);
  } finally {
    child.kill('SIGQUIT');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
    rmSync(scratch, { recursive: true, force: true });
  }
}
