import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isKeptRead, isUpload, sender } from './requests.ts';

const origin = 'https://school.test';

beforeEach(() => vi.stubGlobal('self', { location: { origin } }));
afterEach(() => vi.unstubAllGlobals());

/** A token as the server signs it; the worker reads its claims only. */
function token(claims: Record<string, unknown>): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

const withToken = (value: string) => new Request(`${origin}/api/student/home/notes`, { headers: { Authorization: `Bearer ${value}` } });
const later = Math.floor(Date.now() / 1000) + 3600;

describe('sender', () => {
  it('is the token’s user: their id (aud) and role', () => {
    expect(sender(withToken(token({ aud: 'asha-1', position: 'student', name: 'asha', exp: later })))).toEqual({ id: 'asha-1', position: 'student' });
  });

  it('is nobody without a token, with a malformed one, or an expired one', () => {
    expect(sender(new Request(`${origin}/api/student/home/notes`))).toBeNull();
    expect(sender(withToken('not-a-token'))).toBeNull();
    expect(sender(withToken(token({ aud: 'asha-1', position: 'student', name: 'asha', exp: 1 })))).toBeNull();
  });
});

describe('which requests are kept', () => {
  const match = (method: string, url: string) => ({ request: new Request(url, { method }), url: new URL(url) });

  it('the student area’s reads, a guardian’s reads of a child, and uploaded files', () => {
    expect(isKeptRead(match('GET', `${origin}/api/student/home/assignments`))).toBe(true);
    expect(isKeptRead(match('GET', `${origin}/api/guardian/home/children/asha-1/assignments`))).toBe(true);
    expect(isUpload(match('GET', `${origin}/api/uploads/abc.jpg`))).toBe(true);
  });

  it('never a write, a login, the news, the tutor’s area, or another site', () => {
    expect(isKeptRead(match('PUT', `${origin}/api/student/home/profile/asha-1`))).toBe(false);
    expect(isKeptRead(match('GET', `${origin}/api/student/home/news`))).toBe(false);
    expect(isKeptRead(match('POST', `${origin}/api/student/login`))).toBe(false);
    expect(isKeptRead(match('PUT', `${origin}/api/guardian/home/password`))).toBe(false);
    expect(isKeptRead(match('GET', `${origin}/api/tutor/home/students`))).toBe(false);
    expect(isKeptRead(match('GET', `${origin}/api/session`))).toBe(false);
    expect(isKeptRead(match('GET', 'https://elsewhere.test/api/student/home/notes'))).toBe(false);
    expect(isUpload(match('DELETE', `${origin}/api/uploads/abc.jpg`))).toBe(false);
  });
});
