import { readFileSync } from 'node:fs';
import type { Row } from './report.ts';

/** The target for a school server's resident memory through any benchmark load (issue 29). */
export const PEAK_TARGET_MB = 200;
/** Photos, image bombs and hand-ins decode or hold uploads: the process's budget there is 400 MB (decision 018). */
export const UPLOAD_PEAK_TARGET_MB = 400;
const UPLOAD_BENCHES: ReadonlySet<string> = new Set(['photo-ingest', 'image-bombs', 'hand-ins']);

/**
 * A field of a process's /proc status in MB (Linux): `VmRSS` its resident memory now,
 * `VmHWM` the most it has had since it started. NaN once the process is gone.
 *
 * @example const peakMb = memoryMb(server.pid, 'VmHWM')
 */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const line = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** What one server had: resident memory once it answered, and the most it had until it was stopped. */
export interface ServerMemory {
  idleMb: number;
  peakMb: number;
}

/** The servers `withServer` stopped in this process since the last `takeServerMemoryRow`. */
const noted: ServerMemory[] = [];

/** Notes a server's memory as it stops (see `withServer`); the script's report turns the notes into one row. */
export function noteServerMemory(memory: ServerMemory): void {
  noted.push(memory);
}

/** The target for `bench`'s servers: 400 MB where uploads are decoded or held, 200 MB elsewhere. */
export function peakTargetMb(bench: string): number {
  return UPLOAD_BENCHES.has(bench) ? UPLOAD_PEAK_TARGET_MB : PEAK_TARGET_MB;
}

/**
 * One row for the servers noted since the last call, then forgets them: the highest peak
 * (VmHWM, read just before each was stopped: the whole run, start-up included) against that
 * server's resident memory once it answered, and the target. Undefined when none was noted.
 *
 * @param bench the benchmark the row belongs to
 * @example const row = takeServerMemoryRow('api-lists')
 */
export function takeServerMemoryRow(bench: string): Row | undefined {
  const servers = noted.splice(0).filter((server) => Number.isFinite(server.peakMb));
  const highest = servers.reduce<ServerMemory | undefined>((top, server) => (top && top.peakMb >= server.peakMb ? top : server), undefined);
  if (!highest) return undefined;
  const target = peakTargetMb(bench);
  const across = servers.length > 1 ? `, highest of ${servers.length} servers` : '';
  return {
    bench,
    measure: `server peak RSS, VmHWM${across} (ref: RSS once started)`,
    figure: highest.peakMb,
    reference: highest.idleMb,
    unit: 'MB',
    target: `≤ ${target} MB`,
    verdict: highest.peakMb <= target ? 'pass' : 'fail',
  };
}
