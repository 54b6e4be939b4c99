import type { NewMail, Store } from '../db/index.ts';
import { nextTurn } from '../import/in-turns.ts';
import { absenceAlertMail } from '../mail/messages.ts';
import { tutorsNoteOfStreak } from './absence-streak.ts';
import { absentChild, mailsToGuardians } from './guardian-mails.ts';
import { isAlerted } from './register-alerts.ts';

/**
 * Alerts turned into mail in one transaction, with a turn of the event loop between: SQLite's
 * queries hold the event loop, and 200 alerts at once (40 registers marked together) held every
 * other request for a quarter of a second; 10 take about 15 ms.
 */
const ALERTS_PER_TRANSACTION = 10;

/**
 * Queues the absence alerts whose grace time is over: each, in one transaction, marked told and
 * its mails (one per guardian, and the tutors' note of a third day absent in a row) queued, so
 * the alert is sent exactly when it is marked told, whichever process takes it. While the school
 * has alerts off, the due ones are dropped unsent. Called by the mail worker before each look at
 * the queue; answers how many mails it queued.
 *
 * @param store the database
 * @param now the clock's time
 * @example startMailWorker({ store, mailer, now, dueWork: (at) => queueDueAbsenceAlerts(store, at) })
 */
export async function queueDueAbsenceAlerts(store: Store, now: Date): Promise<number> {
  let queued = 0;
  for (;;) {
    const { taken, mails } = await store.transaction(async (tx) => {
      const school = await tx.school.read();
      if (!school.absenceAlerts) {
        await tx.absenceAlerts.dropDue(now);
        return { taken: 0, mails: 0 };
      }
      const due = await tx.absenceAlerts.takeDue(now, ALERTS_PER_TRANSACTION);
      const mails: NewMail[] = [];
      for (const alert of due) {
        const child = await absentChild(tx, alert.studentId, alert.day);
        if (!child || !isAlerted(alert.status)) continue;
        const status = alert.status;
        mails.push(...(await mailsToGuardians(tx, child, school, now, (about) => absenceAlertMail(about, status))));
        if (status === 'absent') mails.push(...(await tutorsNoteOfStreak(tx, child, school)));
      }
      await tx.mailQueue.enqueue(mails, now);
      return { taken: due.length, mails: mails.length };
    });
    queued += mails;
    if (taken < ALERTS_PER_TRANSACTION) return queued;
    await nextTurn();
  }
}
