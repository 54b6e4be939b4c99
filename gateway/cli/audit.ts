import { ConfigError, loadConfig } from '../config.ts';
import { openStore } from '../db/index.ts';
import { runAuditCommand } from './audit-command.ts';
import { CliError } from './tutor-commands.ts';

/** `npm run audit -- …`: the school admin's view of the audit log. */
async function main() {
  const config = loadConfig();
  const store = await openStore(config.dataDir);
  try {
    await runAuditCommand(process.argv.slice(2), { store, print: (line) => console.log(line), now: new Date() });
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof CliError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exitCode = 1;
});
