import type { MailQueueStatus, Store } from '../db/index.ts';
import { printable } from './printable.ts';
import { CliError } from './tutor-commands.ts';

const usage = `Usage:
  npm run mail -- status

Prints the mail queue: how many mails wait to be sent (with those that failed before, their
last error and next try), those given up (refused for good, or not sent in time), and how many
were sent in the last 24 hours. Recipients and subjects only: a mail's text holds one-time
codes and links, and is never printed.`;

const DAY = 24 * 60 * 60 * 1000;

/** `npm run mail -- status`; throws CliError with the usage on anything else. */
export async function runMailCommand(argv: string[], io: { store: Store; print: (line: string) => void; now: Date }): Promise<void> {
  if (argv.length !== 1 || argv[0] !== 'status') throw new CliError(usage);
  for (const line of statusLines(await io.store.mailQueue.status(new Date(io.now.getTime() - DAY)))) io.print(line);
}

const tries = (n: number) => `${n} ${n === 1 ? 'try' : 'tries'}`;

/** The status as lines; recipients and errors come from outside, so each is made printable. */
export function statusLines({ waiting, retryingCount, retrying, failedCount, failed, sentSince }: MailQueueStatus): string[] {
  const lines = [`Waiting: ${waiting}, of which ${retryingCount} failed before and wait to be tried again${retrying.length < retryingCount ? ` (the first ${retrying.length})` : ''}`];
  for (const mail of retrying) {
    lines.push(`  #${mail.id}\t${printable(mail.to)}\t${printable(mail.subject)}\t${tries(mail.attempts)}\tnext ${mail.sendAfter.toISOString()}\t${printable(mail.lastError ?? '')}`);
  }
  lines.push(`Failed: ${failedCount}${failed.length < failedCount ? ` (the latest ${failed.length})` : ''}`);
  for (const mail of failed) {
    lines.push(`  #${mail.id}\t${printable(mail.to)}\t${printable(mail.subject)}\t${tries(mail.attempts)}\tgiven up ${mail.failedAt.toISOString()}\t${printable(mail.lastError ?? '')}`);
  }
  lines.push(`Sent in the last 24 hours: ${sentSince}`);
  return lines;
}
