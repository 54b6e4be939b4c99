import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, signingSecret } from './config.ts';

describe('loadConfig', () => {
  it('has defaults for a school that sets nothing', () => {
    expect(loadConfig({})).toMatchObject({ port: 4321, host: '0.0.0.0', apiBase: undefined, smtpUrl: undefined });
    expect(loadConfig({}).dataDir).toMatch(/data$/);
  });

  it('reads every setting', () => {
    const config = loadConfig({ PORT: '8080', HOST: '127.0.0.1', DATA_DIR: '/srv/studyhall', API_BASE: 'https://api.school.test/v1', SMTP_URL: 'smtp://mail' });
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: '/srv/studyhall', smtpUrl: 'smtp://mail' });
    expect(config.apiBase?.href).toBe('https://api.school.test/v1');
  });

  it('keeps SQLite in the data folder unless DATABASE_URL names a PostgreSQL server', () => {
    expect(loadConfig({}).database).toEqual({ databaseUrl: undefined, poolSize: 10 });
    const config = loadConfig({ DATABASE_URL: 'postgres://studyhall:secret@db.school.test/studyhall', DATABASE_POOL_SIZE: '20' });
    expect(config.database).toEqual({ databaseUrl: 'postgres://studyhall:secret@db.school.test/studyhall', poolSize: 20 });
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db.school.test/studyhall' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE must be at least 1/);
  });

  it('keeps uploads in the data folder unless UPLOADS_DIR names a shared one', () => {
    expect(loadConfig({ DATA_DIR: '/srv/studyhall' }).uploadsDir).toBe('/srv/studyhall/uploads');
    expect(loadConfig({ DATA_DIR: '/srv/studyhall', UPLOADS_DIR: '/mnt/shared/uploads' }).uploadsDir).toBe('/mnt/shared/uploads');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', API_BASE: '' })).toMatchObject({ port: 4321, apiBase: undefined });
  });

  it('stops with a message naming each bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', API_BASE: 'ftp://x', JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', API_BASE: 'ftp://x', JWT_SECRET: 'short' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/API_BASE/);
      expect(String(error)).toMatch(/JWT_SECRET/);
    }
  });
});

describe('signingSecret', () => {
  it('uses JWT_SECRET when set', () => {
    expect(signingSecret({ ...loadConfig({}), jwtSecret: 's'.repeat(32) })).toBe('s'.repeat(32));
  });

  it('must be set on PostgreSQL, where every process must sign with the same one', () => {
    const shared = loadConfig({ DATABASE_URL: 'postgres://studyhall@db.school.test/studyhall' });
    expect(() => signingSecret(shared)).toThrow(/^JWT_SECRET must be set with DATABASE_URL/);
    expect(signingSecret({ ...shared, jwtSecret: 's'.repeat(32) })).toBe('s'.repeat(32));
  });

  it('refuses a kept secret that is too short', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'studyhall-secret-'));
    try {
      writeFileSync(join(dataDir, 'jwt-secret'), '\n');
      expect(() => signingSecret({ ...loadConfig({}), dataDir })).toThrow(ConfigError);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('otherwise generates one, keeps it readable by its owner only, and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'studyhall-secret-'));
    try {
      const config = { ...loadConfig({}), dataDir };
      const secret = signingSecret(config);
      expect(secret.length).toBeGreaterThanOrEqual(48);
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
      expect(signingSecret(config)).toBe(secret);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('hardening settings', () => {
  it('believes no proxy, sends no HSTS and keeps mail a week and audit events a year by default', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: 0,
      hstsMaxAge: 0,
      outboxKeepDays: 7,
      auditKeepDays: 365,
      limits: { signupMailsPerIp: 50, signupMailsPerHour: 300, loginFailuresPerIp: 100 },
      writeQueue: { atOnce: 1, queued: 128 },
    });
    expect(loadConfig({ PORT: '8080' }).publicUrl.href).toBe('http://localhost:8080/');
  });

  it('reads each of them', () => {
    const config = loadConfig({
      TRUST_PROXY: 'true',
      HSTS_MAX_AGE: '31536000',
      PUBLIC_URL: 'https://studyhall.school.test',
      OUTBOX_KEEP_DAYS: '3',
      AUDIT_KEEP_DAYS: '730',
      SIGNUP_MAILS_PER_IP: '80',
      SIGNUP_MAILS_PER_HOUR: '600',
      LOGIN_FAILURES_PER_IP: '200',
      MAX_UPLOAD_MB: '100',
      UPLOADS_PER_HOUR: '50',
      WRITES_AT_ONCE: '4',
      WRITES_QUEUED: '0',
    });
    expect(config).toMatchObject({ trustProxy: 1, hstsMaxAge: 31536000, outboxKeepDays: 3, auditKeepDays: 730, maxUploadMb: 100 });
    expect(loadConfig({}).maxUploadMb).toBe(25);
    expect(config.limits).toEqual({ signupMailsPerIp: 80, signupMailsPerHour: 600, loginFailuresPerIp: 200, uploadsPerHour: 50 });
    expect(config.writeQueue).toEqual({ atOnce: 4, queued: 0 });
    expect(config.publicUrl.href).toBe('https://studyhall.school.test/');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it.each([
    ['TRUST_PROXY', 'maybe'],
    ['HSTS_MAX_AGE', '-1'],
    ['SIGNUP_MAILS_PER_IP', '0'],
    ['PUBLIC_URL', 'ftp://school.test'],
    ['MAX_UPLOAD_MB', '0'],
    ['MAX_UPLOAD_MB', '2.5'],
    ['MAX_UPLOAD_MB', '5000'],
    ['WRITES_AT_ONCE', '0'],
    ['WRITES_QUEUED', '-1'],
    ['WRITES_QUEUED', 'many'],
  ])('stops on a bad %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('ABSENCE_ALERT_DELAY_MIN', () => {
  it('is 10 minutes unless set; 0 sends at once', () => {
    expect(loadConfig({}).absenceAlertDelayMin).toBe(10);
    expect(loadConfig({ ABSENCE_ALERT_DELAY_MIN: '0' }).absenceAlertDelayMin).toBe(0);
    expect(loadConfig({ ABSENCE_ALERT_DELAY_MIN: '25' }).absenceAlertDelayMin).toBe(25);
  });

  it.each([
    ['-5', 'ABSENCE_ALERT_DELAY_MIN: ABSENCE_ALERT_DELAY_MIN must be at least 0 (0 sends at once)'],
    ['2.5', 'ABSENCE_ALERT_DELAY_MIN: ABSENCE_ALERT_DELAY_MIN must be a whole number of minutes'],
    ['ten', 'ABSENCE_ALERT_DELAY_MIN: ABSENCE_ALERT_DELAY_MIN must be a number of minutes'],
    ['721', 'ABSENCE_ALERT_DELAY_MIN: ABSENCE_ALERT_DELAY_MIN must be at most 720 (a school day)'],
  ])('stops start-up on %s with a message that says why', (value, message) => {
    expect(() => loadConfig({ ABSENCE_ALERT_DELAY_MIN: value })).toThrow(message);
  });
});
