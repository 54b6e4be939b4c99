import { loadConfig } from '../config.ts';
import { runRestoreCommand } from './data-commands.ts';
import { reportFailure } from './run-cli.ts';

/** `npm run restore -- FILE`: a backup back into an empty school. */
Promise.resolve()
  .then(() => runRestoreCommand(process.argv.slice(2), { place: loadConfig(), print: (line) => console.log(line) }))
  .catch(reportFailure);
