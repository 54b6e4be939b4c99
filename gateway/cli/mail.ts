import { runMailCommand } from './mail-command.ts';
import { runCli } from './run-cli.ts';

/** `npm run mail -- status`: what the mail queue holds, for the school's admin. */
runCli((store) => runMailCommand(process.argv.slice(2), { store, print: (line) => console.log(line), now: new Date() }));
