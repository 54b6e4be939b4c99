import { createInterface } from 'node:readline';

/** Asks for a secret on an interactive terminal without echoing what is typed. */
export function promptSecret(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const echo = terminal as unknown as { _writeToOutput: (text: string) => void };
  let asked = false;
  echo._writeToOutput = (text) => {
    if (!asked) process.stdout.write(text);
  };
  return new Promise((resolve) => {
    terminal.question(question, (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    asked = true;
  });
}
