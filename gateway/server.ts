import './start-up-settings.ts';
import { existsSync } from 'node:fs';
import { createServer, type RequestListener, type ServerOptions } from 'node:http';
import { flushCompileCache } from 'node:module';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createGateway } from './app.ts';
import { ConfigError, loadConfig, signingSecret } from './config.ts';
import { openStore } from './db/index.ts';
import { startHousekeeping } from './housekeeping.ts';
import { openFileStore } from './files/file-store.ts';
import { startUpSweepBefore, sweepUploads } from './files/sweep-uploads.ts';
import { writeLine } from './api/write-queue.ts';
import { shedWritesWhenFull } from './shed-writes.ts';
import { DEFAULT_LANGUAGE } from '../contract/languages.ts';
import { builtFilesFirst } from './site/node-listener.ts';
import { watchSchoolLanguage } from './site/school-language.ts';
import { createMailer } from './mail/mailer.ts';
import { startMailWorker } from './mail/mail-worker.ts';
import { startDigests } from './digests/digest-scheduler.ts';
import { firstRunLine } from './first-run.ts';
import { keepIdleConnections } from './idle-connections.ts';
import { linkMissingGuardians } from './import/link-guardians.ts';
import type { ApiDeps } from './api/context.ts';
import { queueDueAbsenceAlerts } from './absence-alerts/due-alerts.ts';

const distDir = join(import.meta.dirname, '..', 'dist');

async function main() {
  const config = loadConfig();
  if (!existsSync(join(distDir, DEFAULT_LANGUAGE, 'index.html'))) {
    throw new ConfigError('No built site in dist/. Run `npm run build` first (`npm start` builds and serves).');
  }
  const startedAt = new Date();
  const store = await openStore(config.dataDir, config.database);
  const files = openFileStore(config.uploadsDir);
  await sweepUploads(files, store, startUpSweepBefore(startedAt, Boolean(config.database.databaseUrl)));
  const outboxDir = join(config.dataDir, 'outbox');
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir, from: config.mailFrom });
  const now = () => new Date();
  // Beside the API, in this process: every process of a school runs one, sharing the queue in the database.
  const mailWorker = startMailWorker({ store, mailer, now, dueWork: (at) => queueDueAbsenceAlerts(store, at) });
  const stopHousekeeping = startHousekeeping({ store, files, outboxDir, outboxKeepDays: config.outboxKeepDays, auditKeepDays: config.auditKeepDays, now });
  const secret = signingSecret(config);
  // The digests' periods are claimed in the database: every process looks, one queues each.
  const stopDigests = config.apiBase ? async () => {} : startDigests({ store, now, mailWorker, secret, publicUrl: config.publicUrl });
  const writes = writeLine(config.writeQueue);
  const api: ApiDeps = {
    store,
    files,
    mailWorker,
    secret,
    now,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    limits: config.limits,
    maxUploadMb: config.maxUploadMb,
    writes,
    absenceAlertDelayMs: config.absenceAlertDelayMin * 60_000,
  };
  // The original product's API has no school settings: a forwarded one serves English to readers who chose none.
  const schoolLanguage = config.apiBase ? undefined : await watchSchoolLanguage(async () => (await store.school.read()).language);
  const { afterBuiltFiles, site, apiHeaders } = await createGateway({
    distDir,
    schoolLanguage: schoolLanguage && (() => schoolLanguage.current()),
    api,
    apiBase: config.apiBase,
    apiTimeoutMs: config.apiTimeoutMs,
    hstsMaxAge: config.hstsMaxAge,
  });
  // A school with no tutor is told how to make its first admin; a forwarded API's server tells its own.
  const firstRun = config.apiBase ? undefined : await firstRunLine(store, config.publicUrl, now());
  if (firstRun) console.log(firstRun);
  if (!config.apiBase) {
    const left = await linkMissingGuardians(api);
    if (left.added + left.linked > 0) console.log(`Guardians an import had not finished: ${left.added} invited, ${left.linked} children linked.`);
  }
  // A forwarded API sheds its own writes, if it does.
  const inFront = (listener: RequestListener) => (config.apiBase ? listener : shedWritesWhenFull(writes, apiHeaders, listener));
  const serveBuiltFilesFirst = (options: ServerOptions, listener: RequestListener) => keepIdleConnections(createServer(options, builtFilesFirst(site, inFront(listener))));
  const server = serve({ fetch: afterBuiltFiles.fetch, port: config.port, hostname: config.host, createServer: serveBuiltFilesFirst as typeof createServer }, (info) => {
    const api = config.apiBase ? `forwarded to ${config.apiBase.href}` : `built in, data in ${config.dataDir}`;
    console.log(`Studyhall listening on http://${info.address}:${info.port} (API ${api})`);
    // What this start compiled is kept now, not at exit, which a killed server never reaches (compile-cache.ts).
    flushCompileCache();
  });
  const stop = () => {
    stopHousekeeping();
    schoolLanguage?.stop();
    // The mail being handed to the server is finished and marked; the rest waits in the queue.
    server.close(() => void stopDigests().then(() => mailWorker.stop()).then(() => store.close()).then(() => process.exit(0)));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
