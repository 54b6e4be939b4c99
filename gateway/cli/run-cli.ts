import { ConfigError, loadConfig } from '../config.ts';
import { openStore, type Store } from '../db/index.ts';
import { CliError } from './tutor-commands.ts';

/**
 * Runs an admin tool on the school's database: opens it as the server would, closes it
 * whatever happens, and reports a mistake of the admin's as one line with exit code 1.
 */
export function runCli(work: (store: Store) => Promise<void>): void {
  run(work).catch(reportFailure);
}

/**
 * Ends an admin tool that failed with exit code 1: a mistake of the admin's (a bad option or
 * setting) as its one-line message, anything else with its stack.
 *
 * @param error what the tool threw
 * @example main().catch(reportFailure)
 */
export function reportFailure(error: unknown): void {
  const known = error instanceof CliError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exitCode = 1;
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
