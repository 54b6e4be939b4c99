import { promptSecret } from './prompt-secret.ts';
import { runCli } from './run-cli.ts';
import { runTutorCommand } from './tutor-commands.ts';

/** `npm run tutor -- …`: the school admin's tool for tutor accounts. */
runCli((store) =>
  runTutorCommand(process.argv.slice(2), {
    store,
    print: (line) => console.log(line),
    readPassword: async () =>
      process.env.TUTOR_PASSWORD ?? (process.stdin.isTTY ? await promptSecret('Password for the tutor: ') : undefined),
  }),
);
