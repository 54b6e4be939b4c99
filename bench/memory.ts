// The server's memory through long runs of page requests and of `GET /api/session`, as `npm run serve` starts it and with Node's and glibc's defaults (issues #10 and #29).
import { availableParallelism } from 'node:os';
import { report, type Row } from './support/report.ts';
import { logIn, signUpStudent } from './support/school.ts';
import { memoryMb, PEAK_TARGET_MB } from './support/server-memory.ts';
import { serveScriptFlags, withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { hasWrk, runWrk, type WrkResult } from './support/wrk.ts';

const seconds = setting('BENCH_MEMORY_SECONDS', 60);
const connections = setting('BENCH_MEMORY_CONNECTIONS', 100);
/** "No loss of throughput", less the run-to-run noise of a shared 2-core machine. */
const MIN_RATE_RATIO = 0.9;

/** One load: a page as a browser asks for it, or the call every signed-in shell makes. */
interface Load {
  name: string;
  path: string;
  /** Headers for every request, made on the fresh server (a student's token). */
  headers: (server: RunningServer) => Promise<Record<string, string>>;
}

const LOADS: readonly Load[] = [
  { name: 'page', path: '/student/login', headers: async () => ({}) },
  {
    name: 'session',
    path: '/api/session',
    // A student signed up and logged in as a person does: the hashes' memory counts too.
    headers: async (server) => ({ Authorization: `Bearer ${await logIn(server, 'student', await signUpStudent(server))}` }),
  },
];

/** How the server is started: as `npm run serve` does, or with Node's and glibc's defaults. */
interface Settings {
  label: string;
  nodeFlags: readonly string[];
  env: Record<string, string>;
  reference: boolean;
}

const serve: Settings = { label: 'serve script', nodeFlags: serveScriptFlags(), env: {}, reference: false };
// A MALLOC_ARENA_MAX of its own leaves glibc as it is (gateway/malloc-settings.ts): 8 arenas a core is glibc's default.
const defaults: Settings = { label: "Node's and glibc's defaults", nodeFlags: [], env: { MALLOC_ARENA_MAX: String(8 * availableParallelism()) }, reference: true };

interface MemoryRun {
  idleMb: number;
  peakMb: number;
  load: WrkResult;
}

/** One fresh server under one load for `seconds`: its RSS once started and its peak (VmHWM, the run included). */
async function measure(settings: Settings, load: Load): Promise<MemoryRun> {
  return withServer(
    async (server) => {
      const idleMb = memoryMb(server.pid, 'VmRSS');
      const result = await runWrk(`${server.url}${load.path}`, { connections, seconds, headers: await load.headers(server) });
      const peakMb = memoryMb(server.pid, 'VmHWM');
      const errors = result.errors > 0 ? `, ${result.errors} errors` : '';
      console.log(`${load.name}, ${settings.label}: idle ${idleMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB, ${Math.round(result.requestsPerSecond)}/s, p99 ${result.p99Ms} ms${errors}`);
      return { idleMb, peakMb, load: result };
    },
    { nodeFlags: settings.nodeFlags, env: settings.env, reference: settings.reference },
  );
}

function rowsFor(load: Load, ours: MemoryRun, theirs: MemoryRun): Row[] {
  const rateOk = ours.load.requestsPerSecond >= MIN_RATE_RATIO * theirs.load.requestsPerSecond && ours.load.errors === 0;
  return [
    {
      bench: 'memory',
      measure: `peak RSS, GET ${load.path} ${seconds} s at ${connections} connections (ref: defaults)`,
      figure: ours.peakMb,
      reference: theirs.peakMb,
      unit: 'MB',
      target: `≤ ${PEAK_TARGET_MB} MB`,
      verdict: ours.peakMb <= PEAK_TARGET_MB ? 'pass' : 'fail',
    },
    {
      bench: 'memory',
      measure: `GET ${load.path} meanwhile (ref: defaults)`,
      figure: ours.load.requestsPerSecond,
      reference: theirs.load.requestsPerSecond,
      unit: '/s',
      target: `≥ ${MIN_RATE_RATIO}× defaults, no errors`,
      verdict: rateOk ? 'pass' : 'fail',
    },
  ];
}

if (!(await hasWrk())) {
  console.log('memory: wrk is not installed (Debian: apt-get install wrk); skipped');
  report([{ bench: 'memory', measure: 'skipped', figure: 'wrk not installed' }]);
} else {
  console.log(`memory: each load for ${seconds} s at ${connections} connections on a fresh server, with \`${serve.nodeFlags.join(' ') || 'no flags'}\` then with ${defaults.label}`);
  const runs: { load: Load; ours: MemoryRun; theirs: MemoryRun }[] = [];
  for (const load of LOADS) runs.push({ load, ours: await measure(serve, load), theirs: await measure(defaults, load) });
  const rows = runs.flatMap(({ load, ours, theirs }) => rowsFor(load, ours, theirs));
  const first = runs[0];
  if (first) rows.push({ bench: 'memory', measure: 'RSS once started (ref: defaults)', figure: first.ours.idleMb, reference: first.theirs.idleMb, unit: 'MB' });
  report(rows);
}
