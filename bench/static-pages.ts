// A built page under load: our server against nginx serving the same dist/ in the same run (issue #10).
import { join } from 'node:path';
import { findNginx, withNginx } from './support/nginx.ts';
import { report, type Row } from './support/report.ts';
import { appDir, withServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { hasWrk, runWrk, type WrkResult } from './support/wrk.ts';

const seconds = setting('BENCH_STATIC_PAGES_SECONDS', 15);
const connections = setting('BENCH_STATIC_PAGES_CONNECTIONS', 100);
const WARM_UP_SECONDS = 3;
const PAGE = '/student/login';
/** The targets: at least half nginx's rate, at most five times its p99. */
const MIN_RATE_RATIO = 0.5;
const MAX_P99_RATIO = 5;

async function load(base: string, label: string): Promise<WrkResult> {
  await runWrk(`${base}${PAGE}`, { connections, seconds: WARM_UP_SECONDS });
  const result = await runWrk(`${base}${PAGE}`, { connections, seconds });
  console.log(`${label}: ${Math.round(result.requestsPerSecond)} requests/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.errors} errors`);
  return result;
}

function rows(ours: WrkResult, nginx: WrkResult | undefined): Row[] {
  const rateOk = nginx && ours.requestsPerSecond >= MIN_RATE_RATIO * nginx.requestsPerSecond;
  const p99Ok = nginx && ours.p99Ms <= MAX_P99_RATIO * nginx.p99Ms;
  return [
    {
      bench: 'static-pages',
      measure: `GET ${PAGE}, ${connections} connections (ref: nginx)`,
      figure: ours.requestsPerSecond,
      reference: nginx?.requestsPerSecond,
      unit: '/s',
      ...(nginx && { target: `≥ ${MIN_RATE_RATIO}× nginx`, verdict: rateOk ? 'pass' : 'fail' }),
    },
    {
      bench: 'static-pages',
      measure: `p99 GET ${PAGE} (ref: nginx)`,
      figure: ours.p99Ms,
      reference: nginx?.p99Ms,
      unit: 'ms',
      ...(nginx && { target: `≤ ${MAX_P99_RATIO}× nginx`, verdict: p99Ok ? 'pass' : 'fail' }),
    },
    { bench: 'static-pages', measure: 'errors (ours, nginx)', figure: `${ours.errors}, ${nginx?.errors ?? '-'}` },
  ];
}

if (!(await hasWrk())) {
  console.log('static-pages: wrk is not installed (Debian: apt-get install wrk); skipped');
  report([{ bench: 'static-pages', measure: 'skipped', figure: 'wrk not installed' }]);
} else {
  console.log(`static-pages: GET ${PAGE} with wrk (1 thread, ${connections} connections) for ${seconds} s, ours then nginx`);
  const ours = await withServer((server) => load(server.url, 'ours'));
  const nginxBinary = findNginx();
  if (!nginxBinary) console.log('static-pages: nginx is not installed (Debian: apt-get install nginx); no reference');
  const nginx = nginxBinary ? await withNginx(nginxBinary, join(appDir, 'dist', 'en'), (url) => load(url, 'nginx')) : undefined;
  report(rows(ours, nginx));
}
