import { Agent, get, type IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { IDLE_CONNECTION_MS } from './idle-connections.ts';
import { startAppProcesses } from './testing/app-processes.ts';

/** Node's own keep-alive (5 s) and the second it waits past it: when the server would close an idle connection unasked. */
const NODE_CLOSES_AFTER_MS = 6_000;

/** A GET through `agent`: its answer read to the end, and whether it went over a connection kept from before. */
function answered(url: string, agent: Agent): Promise<{ response: IncomingMessage; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ response, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

// The real server, as `npm start` serves it. Playwright's request context and a proxy keep connections without a
// timer of their own: one sent just as Node's 5 s ran out was reset (ECONNRESET) instead of answered.
it('keeps an idle connection open past Node’s 5 s, and says how long it keeps one', { timeout: 40_000 }, async () => {
  const app = await startAppProcesses(1);
  const agent = new Agent({ keepAlive: true });
  try {
    const url = `${app.processes[0]?.url}/healthz`;
    const first = await answered(url, agent);
    expect(first.response.headers['keep-alive']).toBe(`timeout=${IDLE_CONNECTION_MS / 1000}`);
    await sleep(NODE_CLOSES_AFTER_MS + 500);
    const second = await answered(url, agent);
    expect(second.response.statusCode).toBe(200);
    expect(second.reused).toBe(true);
  } finally {
    agent.destroy();
    await app.stop();
  }
});
