// `npm run test:container`: builds the Dockerfile's image and starts it as a school would, with
// podman or docker, whichever runs here: on its built-in database with data in a volume that
// outlives the container, then on PostgreSQL. Not part of `npm test`: it needs a container engine.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { freePort } from '../../gateway/testing/free-port.ts';
import { startPostgresCluster, type PostgresCluster } from '../../gateway/testing/postgres-cluster.ts';

const engine = ['podman', 'docker'].find((name) => {
  try {
    execFileSync(name, ['info'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});
if (!engine) throw new Error('No container engine runs here: install podman or docker');

/** podman runs compose files with podman-compose, docker with its compose plugin. */
const composeCommand = engine === 'podman' ? ['podman-compose'] : ['docker', 'compose'];
const run = (...args: string[]) => execFileSync(engine, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const suffix = randomUUID().slice(0, 8);
const image = `studyhall-test:${suffix}`;
const volume = `studyhall-test-data-${suffix}`;
const tutor = { email: 'head@school.test', password: 'Head-teacher-2026!' };
const started: string[] = [];

/** Starts the image with `options` before it; answers the container's name. */
function start(options: string[]): string {
  const name = `studyhall-test-${suffix}-${started.length}`;
  run('run', '-d', '--name', name, ...options, image);
  started.push(name);
  return name;
}

async function waitForHealth(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/healthz`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl} did not become healthy within a minute`);
}

/** The image's own HEALTHCHECK, run once now: its exit code says healthy or not. */
function healthCheckPasses(container: string): boolean {
  if (engine === 'podman') {
    try {
      run('healthcheck', 'run', container);
      return true;
    } catch {
      return false;
    }
  }
  return run('inspect', '--format', '{{.State.Health.Status}}', container) === 'healthy';
}

function addTutor(container: string): void {
  run('exec', '-e', `TUTOR_PASSWORD=${tutor.password}`, container, 'node', 'gateway/cli/tutor.ts', 'add', '--email', tutor.email, '--name', 'head', '--contact', '9876543210');
}

function tutorLogin(baseUrl: string): Promise<Response> {
  return fetch(`${baseUrl}/api/tutor/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(tutor) });
}

before(() => {
  run('build', ...(engine === 'podman' ? ['--format', 'docker'] : []), '-t', image, '.');
  run('volume', 'create', volume);
});

after(() => {
  for (const name of started) run('rm', '-f', name);
  run('volume', 'rm', '-f', volume);
  run('rmi', '-f', image);
});

describe('the container image', () => {
  it('serves the site and the API as a user other than root, healthy', async () => {
    const port = await freePort();
    const container = start(['-p', `127.0.0.1:${port}:4321`, '-v', `${volume}:/data`]);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl);
    assert.equal((await fetch(`${baseUrl}/`)).status, 200);
    assert.notEqual(run('exec', container, 'id', '-u'), '0');
    assert.ok(healthCheckPasses(container), 'the image health check passes');
    addTutor(container);
    assert.equal((await tutorLogin(baseUrl)).status, 200);
    run('rm', '-f', container);
  });

  it('keeps the school in its volume when the container is replaced', async () => {
    const port = await freePort();
    start(['-p', `127.0.0.1:${port}:4321`, '-v', `${volume}:/data`]);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl);
    const login = await tutorLogin(baseUrl);
    assert.equal(login.status, 200);
    assert.ok(((await login.json()) as { token?: string }).token);
  });

  it('starts from compose.yaml with its data in a named volume', async () => {
    const port = await freePort();
    const project = `studyhall-test-${suffix}`;
    const compose = (...args: string[]) =>
      execFileSync(composeCommand[0]!, [...composeCommand.slice(1), '-p', project, ...args], { env: { ...process.env, STUDYHALL_PORT: String(port) }, stdio: 'pipe' });
    try {
      compose('up', '-d', '--build');
      await waitForHealth(`http://127.0.0.1:${port}`);
      assert.match(run('volume', 'ls', '--format', '{{.Name}}'), new RegExp(`^${project}_studyhall-data$`, 'm'));
    } finally {
      compose('down', '-v');
    }
  });

  describe('on PostgreSQL', () => {
    let cluster: PostgresCluster;
    before(async () => {
      cluster = await startPostgresCluster();
    });
    after(() => cluster.stop());

    it('migrates the database, serves the API and keeps the tutor in PostgreSQL', async () => {
      const port = await freePort();
      // The cluster listens on the host's loopback only, so the container shares the host's network.
      const container = start(['--network', 'host', '-e', `PORT=${port}`, '-e', `DATABASE_URL=${cluster.url}`, '-e', `JWT_SECRET=${'s'.repeat(40)}`]);
      const baseUrl = `http://127.0.0.1:${port}`;
      await waitForHealth(baseUrl);
      addTutor(container);
      assert.equal((await tutorLogin(baseUrl)).status, 200);
      const rows = execFileSync('psql', [cluster.url, '-tAc', `select count(*) from users where email = '${tutor.email}'`], { encoding: 'utf8' }).trim();
      assert.equal(rows, '1');
    });
  });
});
