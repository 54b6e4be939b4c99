import type { Limits } from '../config.ts';
import type { MailWorker } from '../mail/mail-worker.ts';
import type { Store, User } from '../db/index.ts';
import type { FileStore } from '../files/file-store.ts';
import type { RecordAudit } from './audit.ts';
import type { WriteLine } from './write-queue.ts';

/** What the API's routes need from the outside world, passed in so tests can supply their own. */
export interface ApiDeps {
  store: Store;
  /** Uploaded files, under DATA_DIR/uploads. */
  files: FileStore;
  /** This process's mail worker, woken once a route has queued mail (mail/queue-mail.ts); the worker sends it. */
  mailWorker: Pick<MailWorker, 'wake'>;
  /** Signs and checks tokens; also keys the sign-up code hashes. */
  secret: string;
  now: () => Date;
  /** Where students reach the site; mails link to it. Default: http://localhost:4321. */
  publicUrl?: URL;
  /** Proxies in front whose X-Forwarded-For is believed; 0 (the default) believes none. */
  trustProxy?: number;
  /** Default: DEFAULT_LIMITS. */
  limits?: Limits;
  /** The largest file one upload may carry; default DEFAULT_MAX_UPLOAD_MB. */
  maxUploadMb?: number;
  /** The line in front of the areas' writes, shared with Node's listener (shed-writes.ts); default one of DEFAULT_WRITE_QUEUE. */
  writes?: WriteLine;
  /** How long a register's absent or late mark waits before the guardians are alerted; default DEFAULT_ABSENCE_ALERT_DELAY_MIN minutes. */
  absenceAlertDelayMs?: number;
}

/** Hono environment of the API: what middleware leaves for the routes. */
export interface ApiEnv {
  Variables: {
    /** The caller, on routes behind requireUser. */
    user: User;
    /** The client's address as the limits and the audit log see it. */
    clientIp: string;
    audit: RecordAudit;
  };
}
