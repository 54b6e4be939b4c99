import { cpus, loadavg } from 'node:os';

/** The machine a run's figures belong to: cores, CPU model, Node version. */
export function describeMachine(): string {
  const cores = cpus();
  return `${cores.length} cores, ${cores[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
}

/** The 1-minute load average: other work on the machine skews every figure. */
export function describeLoad(): string {
  return loadavg()[0]?.toFixed(2) ?? '?';
}
