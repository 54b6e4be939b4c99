import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './gateway/testing/chromium.ts';
import { freePort } from './gateway/testing/free-port.ts';
import { TEST_PROCESSES_ENV } from './gateway/testing/test-processes-env.ts';

// Chosen once in the runner; its worker processes inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'studyhall-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// A second server holding a demo school of 2,000 students and a year of records, for big-lists.spec.
process.env.E2E_DEMO_PORT ??= String(await freePort());
process.env.E2E_DEMO_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'studyhall-e2e-demo-'));
process.env.E2E_DEMO_URL ??= `http://127.0.0.1:${process.env.E2E_DEMO_PORT}`;
// The servers and every tool a test starts (addTutor runs one) inherit them.
for (const [name, value] of Object.entries(TEST_PROCESSES_ENV)) process.env[name] ??= value;


export default defineConfig({
  testDir: 'tests/e2e',
  // A hang guard, not a speed check (benchmarks measure speed). The longest flows take 20–30 s
  // here, where two workers, two servers and Chromium share two cores; 30 s left no margin.
  timeout: 60_000,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalTeardown: './tests/e2e/support/teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    timezoneId: 'UTC',
    // The actions, page snapshots and network of a failed test, without the film of screenshots:
    // recording that film for every test cost about a tenth of the run's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Each test's fresh context would install the whole site into a service worker first, and the
    // worker answers reads before page.route can see them. offline.spec.ts (and the specs about the
    // worker) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: [
    {
      command: 'node gateway/server.ts',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        // The tests act as many clients: each sends its own X-Forwarded-For (support/fixtures.ts).
        TRUST_PROXY: '1',
      },
    },
    {
      // The school is made before the server starts (2,000 students: 4 s on an idle machine, 20 s on a busy one), hence the longer wait.
      command: 'node gateway/cli/demo.ts --students 2000 && node gateway/server.ts',
      url: `${process.env.E2E_DEMO_URL}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_DEMO_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DEMO_DATA_DIR,
        TRUST_PROXY: '1',
      },
    },
  ],
});
