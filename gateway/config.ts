import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as z from 'zod/mini';

const optionalText = z.optional(z.pipe(z.string(), z.transform((value) => value.trim() || undefined)));

const envSchema = z.object({
  PORT: z._default(
    z.coerce.number({ error: 'PORT must be a number' }).check(z.int(), z.gte(0), z.lte(65535, 'PORT must be at most 65535')),
    4321,
  ),
  HOST: z._default(z.string().check(z.minLength(1)), '0.0.0.0'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  API_BASE: z.optional(z.url({ protocol: /^https?$/, error: 'API_BASE must be an http(s) URL' })),
  API_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gt(0)), 30_000),
  JWT_SECRET: z.optional(z.string().check(z.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  SMTP_URL: optionalText,
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'Studyhall <no-reply@studyhall.invalid>'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** When set, `/api` is forwarded here instead of being answered by the built-in API. */
  apiBase?: URL;
  apiTimeoutMs: number;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
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
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: resolve(value.DATA_DIR),
    apiBase: value.API_BASE ? new URL(value.API_BASE) : undefined,
    apiTimeoutMs: value.API_TIMEOUT_MS,
    jwtSecret: value.JWT_SECRET,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
  };
}

const SECRET_FILE = 'jwt-secret';
const SECRET_MIN_LENGTH = 32;

/**
 * The token-signing secret: JWT_SECRET when set, otherwise one generated on first start
 * and kept in the data folder, readable by its owner only, so tokens survive restarts.
 */
export function signingSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
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
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
