import { ConfigError, loadConfig } from '../config.ts';
import { openStore } from '../db/index.ts';
import { promptSecret } from './prompt-secret.ts';
import { CliError, runTutorCommand } from './tutor-commands.ts';

/** `npm run tutor -- …`: the school admin's tool for tutor accounts. */
async function main() {
  const config = loadConfig();
  const store = await openStore(config.dataDir);
  try {
    await runTutorCommand(process.argv.slice(2), {
      store,
      print: (line) => console.log(line),
      readPassword: async () =>
        process.env.TUTOR_PASSWORD ?? (process.stdin.isTTY ? await promptSecret('Password for the tutor: ') : undefined),
    });
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof CliError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exitCode = 1;
});
