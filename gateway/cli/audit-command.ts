import { parseArgs } from 'node:util';
import type { AuditEvent, Store } from '../db/index.ts';
import { printable } from './printable.ts';
import { CliError } from './tutor-commands.ts';

const usage = `Usage:
  npm run audit -- [--since YYYY-MM-DD] [--actor EMAIL]

Prints the audit log from the given day (default: the last 7 days), oldest first, one event a
line: time, action, actor, target, client address, separated by tabs.`;

const DAY = 24 * 60 * 60 * 1000;

/** Prints the audit log; throws CliError with the usage on bad options. */
export async function runAuditCommand(argv: string[], io: { store: Store; print: (line: string) => void; now: Date }): Promise<void> {
  const { since, actor } = parseOptions(argv, io.now);
  const events = await io.store.auditEvents.list({ since, actor });
  if (events.length === 0) return io.print(`No audit events since ${since.toISOString().slice(0, 10)}${actor ? ` for ${actor}` : ''}.`);
  for (const event of events) io.print(formatEvent(event));
}

/** One event a line; actors come from what visitors typed, so each field is made printable. */
export function formatEvent({ at, action, actor, target, ip }: AuditEvent): string {
  return [at.toISOString(), action, actor, target ?? '-', ip ?? '-'].map(printable).join('\t');
}

function parseOptions(argv: string[], now: Date): { since: Date; actor?: string } {
  let values: { since?: string; actor?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { since: { type: 'string' }, actor: { type: 'string' } } }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${usage}`);
  }
  const since = values.since ? new Date(`${values.since}T00:00:00Z`) : new Date(now.getTime() - 7 * DAY);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.since ?? '2000-01-01') || Number.isNaN(since.getTime())) {
    throw new CliError(`--since must be a day as YYYY-MM-DD, not '${values.since}'.\n\n${usage}`);
  }
  return { since, actor: values.actor?.trim().toLowerCase() || undefined };
}
