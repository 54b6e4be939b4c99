import { describe, expect, it } from 'vitest';
import type { User } from '../db/index.ts';
import { defaultSchoolSettings } from '../db/index.ts';
import { invitationBatch } from './invitation-batch.ts';

const NOW = new Date('2026-11-27T09:00:00Z');
const WEEK_LATER = new Date('2026-12-04T09:00:00Z');

const student = (id: string, fname: string): User => ({ _id: id, fname, email: `${id}@school.test`, contact: '9876543210', position: 'student', blocked: false });

describe('invitationBatch', () => {
  const batch = () =>
    invitationBatch(
      { now: () => NOW, publicUrl: new URL('https://school.test') },
      ['a', 'b', 'c'].map((id, line) => ({ line, account: student(id, `Student ${id}`) })),
      { ...defaultSchoolSettings(), name: 'Hill School' },
    );

  it('gives each account its own link, working for a week from now', async () => {
    const { invitations, invited } = await batch();
    expect(invited.map(({ line, account }) => [line, account._id])).toEqual([
      [0, 'a'],
      [1, 'b'],
      [2, 'c'],
    ]);
    expect(invitations.map(({ userId, purpose, expiresAt }) => [userId, purpose, expiresAt.toISOString()])).toEqual(['a', 'b', 'c'].map((id) => [id, 'invite', WEEK_LATER.toISOString()]));
    expect(new Set(invited.map(({ link }) => link.token)).size).toBe(3);
    expect(new Set(invitations.map(({ tokenHash }) => tokenHash)).size).toBe(3);
    // Only the hash is kept: no invitation holds its link's secret.
    for (const { link } of invited) expect(Object.values(link.invitation)).not.toContain(link.token);
  });

  it('mails each account its own link, not sent once the link has run out', async () => {
    const { invited, mails } = await batch();
    const made = [...mails];
    expect(made.map((mail) => mail.to)).toEqual(['a@school.test', 'b@school.test', 'c@school.test']);
    made.forEach((mail, index) => {
      expect(mail.text).toContain(`https://school.test/invite#${invited[index]?.link.token}`);
      expect(mail.sendBefore?.toISOString()).toBe(WEEK_LATER.toISOString());
    });
    // Read again, as a transaction tried again reads them: the same mails.
    expect([...mails].map((mail) => mail.text)).toEqual(made.map((mail) => mail.text));
  });
});
