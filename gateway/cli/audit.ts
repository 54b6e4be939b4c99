import { runAuditCommand } from './audit-command.ts';
import { runCli } from './run-cli.ts';

/** `npm run audit -- …`: the school admin's view of the audit log. */
runCli((store) => runAuditCommand(process.argv.slice(2), { store, print: (line) => console.log(line), now: new Date() }));
