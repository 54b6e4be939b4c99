import { loadConfig } from '../config.ts';
import { runBackupCommand } from './data-commands.ts';
import { reportFailure } from './run-cli.ts';

/** `npm run backup -- --out FILE`: one archive of the school, taken while it runs. */
Promise.resolve()
  .then(() => runBackupCommand(process.argv.slice(2), { place: loadConfig(), print: (line) => console.log(line) }))
  .catch(reportFailure);
