import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiDeps } from '../api/context.ts';
import { defaultSchoolSettings } from '../db/index.ts';
import { mailWords as ar } from '../mail/words/ar.ts';
import { mailWords as hi } from '../mail/words/hi.ts';
import { startSignedInApi, student, TEST_SECRET, tutor, type TestApi } from '../testing/api-harness.ts';
import { linkMissingGuardians } from './link-guardians.ts';

let t: TestApi;
let deps: ApiDeps;
let ashaId: string;

beforeEach(async () => {
  ({ t } = await startSignedInApi());
  // The API's clock: mail queued by Date's, a millisecond later, would not yet be due to its worker.
  deps = { store: t.store, files: t.files, mailWorker: t.mailWorker, secret: TEST_SECRET, now: t.now };
  ashaId = (await t.store.users.findByEmail(student.email))?._id ?? 'missing';
});
afterEach(() => t.close());

const mailsTo = (email: string) => t.mails().filter((mail) => mail.includes(`To: ${email}`));

describe('linking the guardians an import left', () => {
  it('invites and links each address kept for a student but not linked, once', async () => {
    // What an import that stopped after its commit leaves: the addresses, no accounts.
    await t.store.guardians.keepEmail(ashaId, 'mum@home.test');
    await t.store.guardians.keepEmail(ashaId, 'dad@home.test');
    expect(await linkMissingGuardians(deps)).toEqual({ added: 2, linked: 0 });
    await t.mailWorker.settled();
    const mum = await t.store.users.findByEmail('mum@home.test');
    expect(mum?.position).toBe('guardian');
    expect(await t.store.guardians.childIds(mum?._id ?? '')).toEqual([ashaId]);
    expect(mailsTo('mum@home.test')).toHaveLength(1);
    expect(mailsTo('dad@home.test')).toHaveLength(1);

    expect(await t.store.guardians.unlinkedEmails()).toEqual([]);
    expect(await linkMissingGuardians(deps)).toEqual({ added: 0, linked: 0 });
    await t.mailWorker.settled();
    expect(mailsTo('mum@home.test')).toHaveLength(1);
  });

  it('links an existing guardian to one more child and tells them; leaves a tutor’s address alone', async () => {
    await t.store.guardians.keepEmail(ashaId, 'mum@home.test');
    await linkMissingGuardians(deps);
    const ben = await t.createUser('student', { ...student, fname: 'Ben', email: 'ben@school.test' });
    await t.store.guardians.keepEmail(ben._id, 'mum@home.test');
    await t.store.guardians.keepEmail(ben._id, tutor.email);
    expect(await linkMissingGuardians(deps)).toEqual({ added: 0, linked: 1 });
    await t.mailWorker.settled();
    const mum = await t.store.users.findByEmail('mum@home.test');
    expect(await t.store.guardians.childIds(mum?._id ?? '')).toEqual([ashaId, ben._id].sort());
    expect(mailsTo('mum@home.test').filter((mail) => mail.includes('Subject: Ben was added to your Studyhall account'))).toHaveLength(1);
    expect((await t.store.users.findByEmail(tutor.email))?.position).toBe('tutor');
  });

  it("tells a guardian of one more child in their own language, and invites a new address in the school's", async () => {
    await t.store.guardians.keepEmail(ashaId, 'mum@home.test');
    await linkMissingGuardians(deps);
    const mum = await t.store.users.findByEmail('mum@home.test');
    await t.store.users.setLanguage(mum?._id ?? '', 'ar', t.now());
    await t.store.school.write({ ...defaultSchoolSettings(), name: 'Hill School', language: 'hi' }, t.now());
    const ben = await t.createUser('student', { ...student, fname: 'Ben', email: 'ben@school.test' });
    await t.store.guardians.keepEmail(ben._id, 'mum@home.test');
    await t.store.guardians.keepEmail(ben._id, 'dad@home.test');
    expect(await linkMissingGuardians(deps)).toEqual({ added: 1, linked: 1 });
    await t.mailWorker.settled();
    // Found by subject, not by place: the outbox names mails written in the same millisecond in any order.
    const linked = t.readMails('mum@home.test').filter((mail) => mail.subject === ar.guardianLinked.subject('Ben'));
    expect(linked.map((mail) => mail.headers.get('content-language'))).toEqual(['ar']);
    expect(t.readMails('dad@home.test').map((mail) => [mail.subject, mail.headers.get('content-language')])).toEqual([[hi.invitation.subject('Hill School'), 'hi']]);
  });
});
