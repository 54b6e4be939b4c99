import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { callList } from './bench/support/list-calls.ts';
import { classesOf, registerPaths, rotation, handInTablePaths, searchPaths } from './bench/support/school-calls.ts';
import { call } from './bench/support/http.ts';

const demo = '/tmp/studyhall-bench-demo/studyhall-20000-2026-11-26-d456c1515bc7';
const which = process.argv[2] ?? 'register';
const dataDir = mkdtempSync(join(tmpdir(), 'prof-data-'));
cpSync(join(demo, 'data'), dataDir, { recursive: true });
const school = JSON.parse((await import('node:fs')).readFileSync(join(demo, 'school.json'), 'utf8')).school;
const port = 4700;
const child = spawn(process.execPath, ['--inspect=127.0.0.1:9230', 'gateway/server.ts'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'inherit'] });
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) { try { if ((await fetch(`${url}/healthz`)).ok) break; } catch {} await sleep(200); }
const login = await call(`${url}/api/tutor/login`, school.logins.tutor);
const token = login.body?.token as string;
const classes = await classesOf(url, token);
const paths = which === 'register' ? registerPaths(classes, school.first, school.today) : which === 'search' ? searchPaths(classes) : await handInTablePaths(url, token, classes);
const next = rotation(paths);
const [{ webSocketDebuggerUrl }] = await (await fetch('http://127.0.0.1:9230/json/list')).json();
const ws = new WebSocket(webSocketDebuggerUrl);
await new Promise((r) => ws.addEventListener('open', r));
let seq = 0; const waiting = new Map();
ws.addEventListener('message', (m) => { const d = JSON.parse(String(m.data)); if (d.id && waiting.has(d.id)) { waiting.get(d.id)(d.result); waiting.delete(d.id); } });
const cdp = (method: string, params = {}) => new Promise<any>((r) => { const id = ++seq; waiting.set(id, r); ws.send(JSON.stringify({ id, method, params })); });
// warm-up: 3 s at the rate
{ const t0 = performance.now(); const ps = []; for (let i = 0; i < 1500; i++) { const w = t0 + i * 2 - performance.now(); if (w > 0) await sleep(w); ps.push(callList(url, next(), token)); } await Promise.all(ps); }
await cdp('Profiler.enable'); await cdp('Profiler.setSamplingInterval', { interval: 200 }); await cdp('Profiler.start');
const rate = Number(process.argv[3] ?? 500), seconds = Number(process.argv[4] ?? 15);
const times: number[] = [];
const start = performance.now();
const pending: Promise<void>[] = [];
for (let i = 0; i < rate * seconds; i++) {
  const due = start + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await sleep(wait);
  const path = next();
  pending.push(callList(url, path, token).then(() => { times.push(performance.now() - due); }));
}
await Promise.all(pending);
const { profile } = await cdp('Profiler.stop');
(await import('node:fs')).writeFileSync(`/tmp/prof/${which}-${Date.now()}.cpuprofile`, JSON.stringify(profile));
ws.close();
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.floor(p * (times.length - 1))]!.toFixed(1);
console.log(which, 'p50', q(0.5), 'p90', q(0.9), 'p99', q(0.99), 'n', times.length);
child.kill('SIGINT');
await new Promise((r) => child.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });
