import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const POLL_MS = 25;

export type Outbox = ReturnType<typeof outboxReader>;

/**
 * Reads sign-up codes from the mails the server writes to DATA_DIR/outbox, as a student
 * reads their mail. Each file is read once it is whole; files are named by time, so the
 * one with the greatest name is the newest.
 */
export function outboxReader(outboxDir: string) {
  const newest = new Map<string, { file: string; code: string }>();
  const read = new Set<string>();

  function readNewMail() {
    if (!existsSync(outboxDir)) return;
    // Only finished mails: one being written is a temporary file until it is renamed into place.
    for (const file of readdirSync(outboxDir).filter((name) => name.endsWith('.eml'))) {
      if (read.has(file)) continue;
      const mail = readFileSync(join(outboxDir, file), 'utf8');
      const to = /^To: (\S+)$/m.exec(mail)?.[1];
      const code = /^(\d{6})$/m.exec(mail)?.[1];
      // Half-written (the server is writing it, or was killed while it did): look again later.
      if (!to || !code) continue;
      read.add(file);
      const known = newest.get(to);
      if (!known || known.file < file) newest.set(to, { file, code });
    }
  }

  return {
    /** The code in the newest mail to `email`, waiting up to `withinMs` for it to arrive. */
    async latestCode(email: string, withinMs = 0): Promise<string | undefined> {
      const deadline = Date.now() + withinMs;
      for (;;) {
        readNewMail();
        const code = newest.get(email)?.code;
        if (code || Date.now() >= deadline) return code;
        await delay(POLL_MS);
      }
    },
  };
}
