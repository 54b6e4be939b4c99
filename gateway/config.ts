import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as z from 'zod/mini';
import { DEFAULT_ABSENCE_ALERT_DELAY_MIN } from './absence-alerts/register-alerts.ts';
import { writeFileAtomically } from './files/write-atomically.ts';

/** Limits a school may raise or lower; each counts over its own window (see docs/security.md). */
export interface Limits {
  /** Sign-up code mails one client address may ask for in 15 minutes: a class of 40 and its retries. */
  signupMailsPerIp: number;
  /** Sign-up code mails the whole server sends in an hour. */
  signupMailsPerHour: number;
  /** Failed logins one client address may make in 15 minutes: a class of 40 with its typos. */
  loginFailuresPerIp: number;
  /** Uploads one account may make in an hour: a tutor's records, a student's hand-ins. */
  uploadsPerHour: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = { signupMailsPerIp: 50, signupMailsPerHour: 300, loginFailuresPerIp: 100, uploadsPerHour: 300 };

/**
 * The line in front of the areas' writes in one process (gateway/api/write-queue.ts): past
 * `atOnce` running and `queued` waiting, a write is answered 503 at once.
 */
export interface WriteQueueSize {
  /** Writes started in one turn of the event loop; on PostgreSQL, also the pool's connections they hold at once. */
  atOnce: number;
  /** Writes waiting their turn, first come first served; each holds its body (at most 64 KB) meanwhile. */
  queued: number;
}

/**
 * Chosen with `bench/write-flood.ts` (200 connections posting): two at once kept more events a
 * second but let a student's read and a login wait past 100 ms (p99) behind them; one keeps
 * 150 to 280 a second, far more than a school's tutors make. A longer line keeps more of a flood
 * waiting quietly instead of being answered and sending again.
 */
export const DEFAULT_WRITE_QUEUE: Readonly<WriteQueueSize> = { atOnce: 1, queued: 128 };

/** The largest file one upload may carry, in MB: a scanned handout or a short video fits. */
export const DEFAULT_MAX_UPLOAD_MB = 25;
/** Above this, one upload could fill a small school server's disk. */
const MAX_UPLOAD_CEILING_MB = 1024;

/** An alert held longer than a school day would tell a family of yesterday. */
const MAX_ABSENCE_ALERT_DELAY_MIN = 12 * 60;

const optionalText = z.optional(z.pipe(z.string(), z.transform((value) => value.trim() || undefined)));

/** A whole number of at least `min`, read from text. */
const wholeNumber = (name: string, min: number, fallback: number) =>
  z._default(z.coerce.number({ error: `${name} must be a number` }).check(z.int(`${name} must be a whole number`), z.gte(min, `${name} must be at least ${min}`)), fallback);

/** How many reverse proxies stand in front of the server; `true` means one, `false` none. */
const proxyWords: Record<string, string> = { true: '1', false: '0' };
const proxyHops = z._default(
  z.pipe(
    z.pipe(z.string(), z.transform((value) => proxyWords[value.trim().toLowerCase()] ?? value.trim())),
    z.string().check(z.regex(/^\d{1,2}$/, 'TRUST_PROXY must be false, true or a number of proxies')),
  ),
  '0',
);

const envSchema = z.object({
  PORT: z._default(
    z.coerce.number({ error: 'PORT must be a number' }).check(z.int(), z.gte(0), z.lte(65535, 'PORT must be at most 65535')),
    4321,
  ),
  HOST: z._default(z.string().check(z.minLength(1)), '0.0.0.0'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  UPLOADS_DIR: z.optional(z.string().check(z.minLength(1))),
  DATABASE_URL: z.optional(z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' })),
  DATABASE_POOL_SIZE: wholeNumber('DATABASE_POOL_SIZE', 1, 10),
  API_BASE: z.optional(z.url({ protocol: /^https?$/, error: 'API_BASE must be an http(s) URL' })),
  API_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gt(0)), 30_000),
  JWT_SECRET: z.optional(z.string().check(z.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  SMTP_URL: optionalText,
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'Studyhall <no-reply@studyhall.invalid>'),
  PUBLIC_URL: z.optional(z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' })),
  TRUST_PROXY: proxyHops,
  HSTS_MAX_AGE: wholeNumber('HSTS_MAX_AGE', 0, 0),
  OUTBOX_KEEP_DAYS: wholeNumber('OUTBOX_KEEP_DAYS', 1, 7),
  AUDIT_KEEP_DAYS: wholeNumber('AUDIT_KEEP_DAYS', 1, 365),
  SIGNUP_MAILS_PER_IP: wholeNumber('SIGNUP_MAILS_PER_IP', 1, DEFAULT_LIMITS.signupMailsPerIp),
  SIGNUP_MAILS_PER_HOUR: wholeNumber('SIGNUP_MAILS_PER_HOUR', 1, DEFAULT_LIMITS.signupMailsPerHour),
  LOGIN_FAILURES_PER_IP: wholeNumber('LOGIN_FAILURES_PER_IP', 1, DEFAULT_LIMITS.loginFailuresPerIp),
  UPLOADS_PER_HOUR: wholeNumber('UPLOADS_PER_HOUR', 1, DEFAULT_LIMITS.uploadsPerHour),
  WRITES_AT_ONCE: wholeNumber('WRITES_AT_ONCE', 1, DEFAULT_WRITE_QUEUE.atOnce),
  WRITES_QUEUED: wholeNumber('WRITES_QUEUED', 0, DEFAULT_WRITE_QUEUE.queued),
  ABSENCE_ALERT_DELAY_MIN: z._default(
    z.coerce
      .number({ error: 'ABSENCE_ALERT_DELAY_MIN must be a number of minutes' })
      .check(
        z.int('ABSENCE_ALERT_DELAY_MIN must be a whole number of minutes'),
        z.gte(0, 'ABSENCE_ALERT_DELAY_MIN must be at least 0 (0 sends at once)'),
        z.lte(MAX_ABSENCE_ALERT_DELAY_MIN, `ABSENCE_ALERT_DELAY_MIN must be at most ${MAX_ABSENCE_ALERT_DELAY_MIN} (a school day)`),
      ),
    DEFAULT_ABSENCE_ALERT_DELAY_MIN,
  ),
  MAX_UPLOAD_MB: z._default(
    z.coerce
      .number({ error: 'MAX_UPLOAD_MB must be a number' })
      .check(z.int('MAX_UPLOAD_MB must be a whole number'), z.gte(1, 'MAX_UPLOAD_MB must be at least 1'), z.lte(MAX_UPLOAD_CEILING_MB, `MAX_UPLOAD_MB must be at most ${MAX_UPLOAD_CEILING_MB}`)),
    DEFAULT_MAX_UPLOAD_MB,
  ),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where uploaded files are kept: `DATA_DIR/uploads` unless set; one folder every app process shares. */
  uploadsDir: string;
  /** The database: PostgreSQL at `databaseUrl` (shared by several app processes), else SQLite in `dataDir`. */
  database: { databaseUrl?: string; poolSize: number };
  /** When set, `/api` is forwarded here instead of being answered by the built-in API. */
  apiBase?: URL;
  apiTimeoutMs: number;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where students reach the site; mails link to it. */
  publicUrl: URL;
  /** Proxies in front of the server whose X-Forwarded-For is believed; 0 believes none. */
  trustProxy: number;
  /** Strict-Transport-Security max-age in seconds; 0 sends none (the school serves plain HTTP). */
  hstsMaxAge: number;
  outboxKeepDays: number;
  auditKeepDays: number;
  limits: Limits;
  maxUploadMb: number;
  writeQueue: WriteQueueSize;
  /** Minutes a register's absent or late mark waits before the guardians' alert goes; 0 sends at once. */
  absenceAlertDelayMin: number;
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops start-up with a message that names it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const value = parsed.data;
  const dataDir = resolve(value.DATA_DIR);
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir,
    uploadsDir: resolve(value.UPLOADS_DIR ?? join(dataDir, 'uploads')),
    database: { databaseUrl: value.DATABASE_URL, poolSize: value.DATABASE_POOL_SIZE },
    apiBase: value.API_BASE ? new URL(value.API_BASE) : undefined,
    apiTimeoutMs: value.API_TIMEOUT_MS,
    jwtSecret: value.JWT_SECRET,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    publicUrl: new URL(value.PUBLIC_URL ?? `http://localhost:${value.PORT}`),
    trustProxy: Number(value.TRUST_PROXY),
    hstsMaxAge: value.HSTS_MAX_AGE,
    outboxKeepDays: value.OUTBOX_KEEP_DAYS,
    auditKeepDays: value.AUDIT_KEEP_DAYS,
    limits: {
      signupMailsPerIp: value.SIGNUP_MAILS_PER_IP,
      signupMailsPerHour: value.SIGNUP_MAILS_PER_HOUR,
      loginFailuresPerIp: value.LOGIN_FAILURES_PER_IP,
      uploadsPerHour: value.UPLOADS_PER_HOUR,
    },
    maxUploadMb: value.MAX_UPLOAD_MB,
    writeQueue: { atOnce: value.WRITES_AT_ONCE, queued: value.WRITES_QUEUED },
    absenceAlertDelayMin: value.ABSENCE_ALERT_DELAY_MIN,
  };
}

const SECRET_FILE = 'jwt-secret';
const SECRET_MIN_LENGTH = 32;

/**
 * The token-signing secret: JWT_SECRET when set, otherwise one generated on first start
 * and kept in the data folder, readable by its owner only, so tokens survive restarts.
 * On PostgreSQL it must be set: every process shares the database, and a token, a mailed
 * code or a file cookie one of them signs must hold in all the others.
 */
export function signingSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.database.databaseUrl) {
    throw new ConfigError('JWT_SECRET must be set with DATABASE_URL: every app process must sign logins with the same secret (see docs/running-a-school.md, PostgreSQL and several processes)');
  }
  const file = join(config.dataDir, SECRET_FILE);
  let kept: string | undefined;
  try {
    kept = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (kept !== undefined) {
    // A short or emptied secret would make tokens forgeable: refuse to run on it.
    if (kept.length < SECRET_MIN_LENGTH) throw new ConfigError(`${file} holds fewer than ${SECRET_MIN_LENGTH} characters; delete it to make a new one`);
    return kept;
  }
  const secret = randomBytes(48).toString('base64url');
  // Whole or absent even if the first start is cut short: an empty secret would stop every later start.
  writeFileAtomically(file, secret, { exclusive: true });
  return secret;
}
