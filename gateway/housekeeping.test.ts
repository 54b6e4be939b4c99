import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './db/index.ts';
import { openFileStore, type FileStore } from './files/file-store.ts';
import { tidyUp } from './housekeeping.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
let dataDir: string;
let store: Store;
let files: FileStore;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'studyhall-tidy-'));
  store = await openStore(dataDir);
  files = openFileStore(join(dataDir, 'uploads'));
});
afterEach(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A file last written `daysAgo` days before now. */
function writtenAgo(dir: string, name: string, daysAgo: number, content = 'To: someone@school.test\n'): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  const when = new Date(now.getTime() - daysAgo * DAY);
  utimesSync(file, when, when);
  return file;
}

describe('tidyUp', () => {
  it('prunes outbox mails and audit events past their keeping time, day-old codes and absence alerts over a week old', async () => {
    const outbox = join(dataDir, 'outbox');
    mkdirSync(outbox);
    const old = writtenAgo(outbox, 'old.eml', 8);
    const recent = writtenAgo(outbox, 'recent.eml', 6);
    const abandoned = writtenAgo(outbox, '.cut-short.eml.1a2b3c4d.tmp', 1 / 24);
    const beingWritten = writtenAgo(outbox, '.in-flight.eml.5e6f7a8b.tmp', 0);
    await store.auditEvents.record({ at: new Date(now.getTime() - 366 * DAY), actor: 'a@school.test', action: 'login' });
    await store.auditEvents.record({ at: new Date(now.getTime() - 364 * DAY), actor: 'b@school.test', action: 'login' });
    const twoDaysAgo = new Date(now.getTime() - 2 * DAY);
    await store.signupCodes.issue('old@school.test', 'hash', twoDaysAgo, new Date(twoDaysAgo.getTime() + 600_000));
    const closedWindow = store.rateLimits.limiter({ keyPrefix: 'test', points: 1, durationSeconds: 60 });
    await closedWindow.consume('someone');
    await store.signupCodes.issue('new@school.test', 'hash', now, new Date(now.getTime() + 600_000));
    const pupil = await store.users.create({ fname: 'Asha', email: 'asha@school.test', contact: '9876543210', position: 'student', passwordHash: 'hash' }, now);
    await store.absenceAlerts.add(pupil._id, '2026-11-14', 'absent', now, now);
    await store.absenceAlerts.add(pupil._id, '2026-11-16', 'late', now, now);

    await tidyUp({ store, files, outboxDir: outbox, outboxKeepDays: 7, auditKeepDays: 365, now: () => now });

    expect([existsSync(old), existsSync(recent)]).toEqual([false, true]);
    expect([existsSync(abandoned), existsSync(beingWritten)]).toEqual([false, true]);
    expect((await store.auditEvents.list({ since: new Date(0) })).map((event) => event.actor)).toEqual(['b@school.test']);
    expect(await store.signupCodes.findLive('old@school.test', twoDaysAgo, 5)).toBeUndefined();
    expect(await store.signupCodes.findLive('new@school.test', now, 5)).toBeDefined();
    expect(await store.absenceAlerts.ofDay('2026-11-14', [pupil._id])).toEqual([]);
    expect(await store.absenceAlerts.ofDay('2026-11-16', [pupil._id])).toHaveLength(1);
    // The window opened at the real time, so "now" here, later, finds it closed: its counter is gone.
    await tidyUp({ store, files, outboxDir: outbox, outboxKeepDays: 7, auditKeepDays: 365, now: () => new Date(Date.now() + 61_000) });
    expect(await closedWindow.get('someone')).toBeNull();
  });

  it('sweeps uploaded files nobody claimed for an hour, and spares younger ones another process may be writing', async () => {
    await store.uploads.add({ name: 'KeptKeptKeptKeptKeptKe.pdf', fileName: 'week1.pdf', mime: 'application/pdf', size: 4 }, now);
    const kept = writtenAgo(files.dir, 'KeptKeptKeptKeptKeptKe.pdf', 30, '%PDF');
    const orphan = writtenAgo(files.dir, 'OrphanOrphanOrphanOrph.pdf', 2 / 24, '%PDF');
    const young = writtenAgo(files.dir, 'YoungYoungYoungYoungYo.pdf', 10 / (24 * 60), '%PDF');
    const streaming = writtenAgo(files.dir, '.upload-0123456789abcdef.tmp', 1 / (24 * 60), '%PD');

    await tidyUp({ store, files, outboxDir: join(dataDir, 'outbox'), outboxKeepDays: 7, auditKeepDays: 365, now: () => now });

    expect([kept, orphan, young, streaming].map((file) => existsSync(file))).toEqual([true, false, true, true]);
  });

  it('copes with an outbox that does not exist yet', async () => {
    await expect(tidyUp({ store, files, outboxDir: join(dataDir, 'outbox'), outboxKeepDays: 7, auditKeepDays: 365, now: () => now })).resolves.toBeUndefined();
  });
});
