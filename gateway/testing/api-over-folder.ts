import { join } from 'node:path';
import { openStore, type StoreOptions } from '../db/index.ts';
import { openFileStore } from '../files/file-store.ts';
import { createMailer } from '../mail/mailer.ts';
import { startMailWorker } from '../mail/mail-worker.ts';
import { TEST_SECRET } from './api-harness.ts';
import { mountedApi } from './mounted-api.ts';

/**
 * The built-in API over a data folder something else filled (the demo school), on the real
 * clock, as the server would open it; close it before removing the folder.
 *
 * @param dataDir the filled data folder
 * @param place where the files and the database are, when not in `dataDir`
 * @example const school = await apiOverFolder(dataDir); await school.api.request('/tutor/login', …); await school.close()
 */
export async function apiOverFolder(dataDir: string, { uploadsDir = join(dataDir, 'uploads'), database }: { uploadsDir?: string; database?: StoreOptions } = {}) {
  const store = await openStore(dataDir, database);
  const files = openFileStore(uploadsDir);
  const now = () => new Date();
  const mailer = createMailer({ outboxDir: join(dataDir, 'outbox'), from: 'Studyhall <test@studyhall.invalid>', log: () => {} });
  // Sends when woken only: each call waits for the mail it queued, as the harness does.
  const mailWorker = startMailWorker({ store, mailer, now, pollMs: null, log: () => {} });
  const api = mountedApi({ store, files, mailWorker, secret: TEST_SECRET, now });
  const call = async (method: string, path: string, { body, token }: { body?: unknown; token?: string } = {}) => {
    const response = await api.request(path, {
      method,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await mailWorker.settled();
    return response;
  };
  return {
    api,
    store,
    files,
    call,
    /** Logs in through `POST /{position}/login`; answers the status and the token, if any. */
    async login(position: 'student' | 'tutor', login: { email: string; password: string }): Promise<{ status: number; token?: string }> {
      const response = await call('POST', `/${position}/login`, { body: login });
      const { token } = (await response.json()) as { token?: string };
      return { status: response.status, token };
    },
    close: async () => {
      await mailWorker.stop();
      await store.close();
    },
  };
}
