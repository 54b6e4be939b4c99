import { loadConfig } from '../config.ts';
import { runDemoCommand } from './demo-command.ts';
import { reportFailure } from './run-cli.ts';

/** `npm run demo -- …`: fills an empty data folder with a demo school to try or measure the app on. */
Promise.resolve()
  .then(() => runDemoCommand(process.argv.slice(2), { place: loadConfig(), print: (line) => console.log(line), now: new Date() }))
  .catch(reportFailure);
