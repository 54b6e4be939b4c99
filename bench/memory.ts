// The server's memory through a long run of page requests, with the start script's V8 limits and with Node's defaults (issue #10).
import { readFileSync } from 'node:fs';
import { report, type Row } from './support/report.ts';
import { serveScriptFlags, withServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { hasWrk, runWrk, type WrkResult } from './support/wrk.ts';

const seconds = setting('BENCH_MEMORY_SECONDS', 60);
const connections = setting('BENCH_MEMORY_CONNECTIONS', 100);
const SAMPLE_MS = 250;
const PAGE = '/student/login';
/** The target: a school server may have 1 GB. */
const TARGET_PEAK_MB = 200;
/** "No loss of throughput", less the run-to-run noise of a shared 2-core machine. */
const MIN_RATE_RATIO = 0.9;

/** The process's resident memory in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

interface MemoryRun {
  idleMb: number;
  peakMb: number;
  load: WrkResult;
}

async function measure(nodeFlags: readonly string[], label: string): Promise<MemoryRun> {
  return withServer(
    async (server) => {
      const idleMb = residentMb(server.pid);
      let peakMb = idleMb;
      const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(server.pid))), SAMPLE_MS);
      try {
        const load = await runWrk(`${server.url}${PAGE}`, { connections, seconds });
        console.log(`${label}: idle ${idleMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB, ${Math.round(load.requestsPerSecond)} requests/s, p99 ${load.p99Ms} ms`);
        return { idleMb, peakMb, load };
      } finally {
        clearInterval(sampler);
      }
    },
    { nodeFlags },
  );
}

if (!(await hasWrk())) {
  console.log('memory: wrk is not installed (Debian: apt-get install wrk); skipped');
  report([{ bench: 'memory', measure: 'skipped', figure: 'wrk not installed' }]);
} else {
  const flags = serveScriptFlags();
  console.log(`memory: GET ${PAGE} at ${connections} connections for ${seconds} s, with \`${flags.join(' ') || 'no flags'}\` then with Node's defaults`);
  const limited = await measure(flags, 'start script');
  const defaults = await measure([], "Node's defaults");
  const rows: Row[] = [
    {
      bench: 'memory',
      measure: `peak RSS, ${seconds} s at ${connections} connections (ref: Node's defaults)`,
      figure: limited.peakMb,
      reference: defaults.peakMb,
      unit: 'MB',
      target: `≤ ${TARGET_PEAK_MB} MB`,
      verdict: limited.peakMb <= TARGET_PEAK_MB ? 'pass' : 'fail',
    },
    { bench: 'memory', measure: "idle RSS after start (ref: Node's defaults)", figure: limited.idleMb, reference: defaults.idleMb, unit: 'MB' },
    {
      bench: 'memory',
      measure: `GET ${PAGE} meanwhile (ref: Node's defaults)`,
      figure: limited.load.requestsPerSecond,
      reference: defaults.load.requestsPerSecond,
      unit: '/s',
      target: `≥ ${MIN_RATE_RATIO}× defaults`,
      verdict: limited.load.requestsPerSecond >= MIN_RATE_RATIO * defaults.load.requestsPerSecond ? 'pass' : 'fail',
    },
  ];
  report(rows);
}
