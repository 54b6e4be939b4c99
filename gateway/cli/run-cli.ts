import { ConfigError, loadConfig } from '../config.ts';
import { openStore, type Store } from '../db/index.ts';
import { printable } from './printable.ts';
import { CliError } from './tutor-commands.ts';

/**
 * Runs an admin tool on the school's database: opens it as the server would, closes it
 * whatever happens, and reports a mistake of the admin's as one line with exit code 1.
 */
export function runCli(work: (store: Store) => Promise<void>): void {
  run(work).catch(reportFailure);
}

/**
 * Ends an admin tool that failed with exit code 1, never with a stack: a mistake of the
 * admin's (a bad option or setting) as its message, with the usage after it where it has one;
 * anything else (a database that cannot be reached, a folder it may not write, a full disk) as
 * its message on one line.
 *
 * @param error what the tool threw
 * @example main().catch(reportFailure)
 */
export function reportFailure(error: unknown): void {
  const known = error instanceof CliError || error instanceof ConfigError;
  console.error(known ? error.message : oneLine(error));
  process.exitCode = 1;
}

/** The first line of what went wrong, printable; a connection refused on every address says so for each. */
function oneLine(error: unknown): string {
  const text = error instanceof AggregateError && !error.message ? error.errors.map(describe).join('; ') : describe(error);
  return printable(text.split('\n')[0] ?? '');
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.message || String((error as NodeJS.ErrnoException).code ?? error.name);
}

async function run(work: (store: Store) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const store = await openStore(config.dataDir, config.database);
  try {
    await work(store);
  } finally {
    await store.close();
  }
}
