import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../mail/mailer.ts';
import { sendInvitations } from './invitation-mails.ts';

const mailTo = (line: number) => ({ line, mail: { to: `s${line}@school.test`, subject: 'Invited', text: 'Choose a password' } });
const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => quiet.mockClear());

describe('sendInvitations', () => {
  it('sends every mail, a few at a time, and answers no line when all went', async () => {
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    const notSent = await sendInvitations(
      {
        send: async (mail: Mail) => {
          most = Math.max(most, ++inFlight);
          await new Promise((resolve) => setTimeout(resolve, 1));
          inFlight--;
          sent.push(mail.to);
        },
      },
      Array.from({ length: 20 }, (_, index) => mailTo(index + 2)),
    );
    expect(notSent).toEqual(new Set());
    expect(sent).toHaveLength(20);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });

  it('answers the lines whose mail failed, logging each, and goes on with the others', async () => {
    const notSent = await sendInvitations(
      {
        send: async (mail: Mail) => {
          if (mail.to === 's3@school.test') throw new Error('mailbox full');
        },
      },
      [mailTo(2), mailTo(3), mailTo(4)],
    );
    expect(notSent).toEqual(new Set([3]));
    expect(quiet.mock.calls.map((call) => String(call[0]))).toContainEqual(expect.stringContaining('s3@school.test'));
  });

  it('stops trying after ten failures in a row, counting the rest as not sent', async () => {
    const tried: string[] = [];
    const notSent = await sendInvitations(
      {
        send: async (mail: Mail) => {
          tried.push(mail.to);
          throw new Error('connection refused');
        },
      },
      Array.from({ length: 100 }, (_, index) => mailTo(index + 2)),
    );
    expect(notSent.size).toBe(100);
    expect(tried.length).toBeLessThan(20);
  });
});
