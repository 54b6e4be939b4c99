import { rmSync } from 'node:fs';

/** Removes the data folders the run's servers used. */
export default function teardown() {
  for (const dataDir of [process.env.E2E_DATA_DIR, process.env.E2E_DEMO_DATA_DIR]) {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
