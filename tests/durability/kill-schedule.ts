import { setTimeout as delay } from 'node:timers/promises';
import type { ServerUnderTest } from './server-under-test.ts';

/** Spread over this much time after its point, so a kill lands at any step of the writes in flight. */
const KILL_JITTER_MS = 100;

/**
 * Kills the server at random points of the run and restarts it. Points count settled
 * writes and are drawn while at least `inFlight` writes remain, so each kill meets some.
 */
export function killSchedule(server: ServerUnderTest, { writes, kills, inFlight }: { writes: number; kills: number; inFlight: number }) {
  const lastPoint = Math.max(1, writes - inFlight);
  const points = Array.from({ length: kills }, () => 1 + Math.floor(Math.random() * lastPoint)).sort((a, b) => a - b);
  let settled = 0;
  let killed = 0;
  let restarts = Promise.resolve();

  async function killAndRestart() {
    await delay(Math.random() * KILL_JITTER_MS);
    await server.kill();
    killed += 1;
    await server.start();
  }

  return {
    writeSettled() {
      settled += 1;
      while (points[0] !== undefined && points[0] <= settled) {
        points.shift();
        restarts = restarts.then(killAndRestart);
        // Awaited by `finished`; until then a failed restart shows through the writes waiting for the server.
        restarts.catch(() => {});
      }
    },
    /** The kills done, once every scheduled kill and restart is over. */
    async finished(): Promise<number> {
      await restarts;
      return killed;
    },
  };
}
