import { describe, expect, it } from 'vitest';
import { hashInvitationToken } from '../auth/invitation-token.ts';
import type { User } from '../db/index.ts';
import { defaultSchoolSettings } from '../db/index.ts';
import { invitationBatch } from './invitation-batch.ts';

const NOW = new Date('2026-11-27T09:00:00Z');
const WEEK_LATER = new Date('2026-12-04T09:00:00Z');
const IDS = ['a', 'b', 'c'];

const student = (id: string): User => ({ _id: id, fname: `Student ${id}`, email: `${id}@school.test`, contact: '9876543210', position: 'student', blocked: false });

describe('invitationBatch', () => {
  const batch = (asked: number[] = []) =>
    invitationBatch(
      { now: () => NOW, publicUrl: new URL('https://school.test') },
      IDS.length,
      (index) => {
        asked.push(index);
        return student(IDS[index] as string);
      },
      { ...defaultSchoolSettings(), name: 'Hill School' },
    );
  const tokenIn = (text: string) => /https:\/\/school\.test\/invite#([\w-]+)/.exec(text)?.[1] ?? '';

  it('gives each account its own invitation, working for a week from now, in the order of their hashes', async () => {
    const invitations = [...(await batch()).invitations];
    expect(invitations.map(({ userId, purpose, expiresAt }) => [userId, purpose, expiresAt.toISOString()]).sort()).toEqual(IDS.map((id) => [id, 'invite', WEEK_LATER.toISOString()]));
    const hashes = invitations.map(({ tokenHash }) => tokenHash);
    expect(new Set(hashes).size).toBe(3);
    expect(hashes).toEqual(hashes.toSorted());
  });

  it('mails each account the link whose hash its invitation keeps, not sent once the link has run out', async () => {
    const { invitations, mails } = await batch();
    const made = [...mails];
    expect(made.map((mail) => mail.to)).toEqual(['a@school.test', 'b@school.test', 'c@school.test']);
    const hashOf = new Map([...invitations].map(({ userId, tokenHash }) => [userId, tokenHash]));
    made.forEach((mail, index) => {
      const token = tokenIn(mail.text);
      // Only the hash is kept: the link's secret is in the mail alone.
      expect(hashInvitationToken(token)).toBe(hashOf.get(IDS[index]));
      expect(hashOf.get(IDS[index])).not.toBe(token);
      expect(mail.sendBefore?.toISOString()).toBe(WEEK_LATER.toISOString());
    });
    // Read again, as a transaction tried again reads them: the same mails.
    expect([...mails].map((mail) => mail.text)).toEqual(made.map((mail) => mail.text));
  });

  it('asks for each account by its place as it makes its mail or invitation, holding none of them', async () => {
    const asked: number[] = [];
    const { invitations, mails } = await batch(asked);
    expect(asked).toEqual([]);
    for (const mail of mails) expect(mail.to).toBe(`${IDS[asked.at(-1) as number]}@school.test`);
    expect(asked).toEqual([0, 1, 2]);
    asked.length = 0;
    expect([...invitations].map(({ userId }) => userId).sort()).toEqual(IDS);
    expect(asked.toSorted()).toEqual([0, 1, 2]);
  });
});
