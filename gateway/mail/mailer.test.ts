import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { signupCodeMail } from './messages.ts';

const from = 'Studyhall <no-reply@studyhall.invalid>';
let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanup) step();
  cleanup = [];
});

/** A minimal SMTP server on loopback that keeps every message it is given. */
async function fakeSmtpServer(): Promise<{ port: number; messages: string[] }> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let buffered = '';
    let message: string[] | null = null;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (message) {
          if (line === '.') {
            messages.push(message.join('\n'));
            message = null;
            socket.write('250 queued\r\n');
          } else message.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          message = [];
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => server.close());
  return { port: (server.address() as { port: number }).port, messages };
}

describe('mailer', () => {
  it('without SMTP_URL writes each mail to the outbox, readable by its owner only, and logs the file', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'studyhall-mail-')), 'outbox');
    cleanup.push(() => rmSync(outboxDir, { recursive: true, force: true }));
    const lines: string[] = [];
    await createMailer({ outboxDir, from, log: (line) => lines.push(line) }).send(signupCodeMail({ to: 'kid@school.test', language: 'en' }, '012345', 10));

    const [file] = readdirSync(outboxDir);
    const path = join(outboxDir, file ?? '');
    expect(file).toMatch(/\.eml$/);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const mail = readFileSync(path, 'utf8');
    expect(mail).toContain('To: kid@school.test');
    expect(mail).toMatch(/^012345$/m);
    expect(lines).toEqual([`mail to kid@school.test written to ${path}`]);
  });

  it('with SMTP_URL sends through that server', async () => {
    const smtp = await fakeSmtpServer();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir: '/nonexistent', from });
    await mailer.send(signupCodeMail({ to: 'kid@school.test', language: 'en' }, '654321', 10));
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('To: kid@school.test');
    expect(smtp.messages[0]).toMatch(/^654321$/m);
    expect(smtp.messages[0]).toMatch(/^Content-Language: en$/m);
  });

  it('with an unreachable SMTP server fails, so the caller can say so', async () => {
    const smtp = await fakeSmtpServer();
    cleanup.shift()?.();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir: '/nonexistent', from });
    await expect(mailer.send(signupCodeMail({ to: 'kid@school.test', language: 'en' }, '654321', 10))).rejects.toThrow();
  });
});
