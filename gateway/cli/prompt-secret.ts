import { createInterface } from 'node:readline';
import { CliError } from './tutor-commands.ts';

/** Asks for a secret on an interactive terminal without echoing it; rejects on Ctrl-C or Ctrl-D. */
export function promptSecret(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const echo = terminal as unknown as { _writeToOutput: (text: string) => void };
  let asked = false;
  echo._writeToOutput = (text) => {
    if (!asked) process.stdout.write(text);
  };
  return new Promise((resolve, reject) => {
    let answered = false;
    terminal.on('SIGINT', () => terminal.close());
    terminal.on('close', () => {
      process.stdout.write('\n');
      if (!answered) reject(new CliError('No password given.'));
    });
    terminal.question(question, (answer) => {
      answered = true;
      terminal.close();
      resolve(answer);
    });
    asked = true;
  });
}
