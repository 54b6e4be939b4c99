import { loadConfig } from '../config.ts';
import { runMigrateDataCommand } from './data-commands.ts';
import { reportFailure } from './run-cli.ts';

/** `npm run migrate-data -- --to postgres://…`: the school from SQLite into an empty PostgreSQL database. */
Promise.resolve()
  .then(() => runMigrateDataCommand(process.argv.slice(2), { place: loadConfig(), print: (line) => console.log(line) }))
  .catch(reportFailure);
