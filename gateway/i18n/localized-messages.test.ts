import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApiMessages as arAuth } from '../../contract/strings/ar/auth.ts';
import { authApiMessages, waitText } from '../../contract/strings/auth.ts';
import { loginMessages as hiLogin } from '../../contract/strings/hi/validation.ts';
import { loginMessages } from '../../contract/strings/validation.ts';
import { startTestApi, type TestApi } from '../testing/api-harness.ts';

let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(() => t.close());

/** A login with `body`, as a page in `language` sends it. */
async function login(body: unknown, language?: string) {
  const response = await t.request('POST', '/student/login', body, undefined, language ? { 'Studyhall-Language': language } : {});
  return { status: response.status, body: (await response.json()) as { message: string; errors?: Record<string, string> } };
}

describe("the API's messages in the call's language", () => {
  it("answers a refusal in the language the page names, and in English to a client that names none", async () => {
    const wrong = { email: 'nobody@school.test', password: 'Wrong#1234' };
    const english = await login(wrong);
    expect(english.status).toBeGreaterThanOrEqual(400);
    const arabic = await login(wrong, 'ar');
    expect(arabic.status).toBe(english.status);
    expect(arabic.body.message).not.toBe(english.body.message);
    expect(arabic.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await login(wrong, 'fr')).toEqual(english);
  });

  it("gives a schema's messages, kept in English since its load, in the call's language", async () => {
    const hindi = await login({ email: '', password: '' }, 'hi');
    expect(hindi.status).toBe(400);
    const english = await login({ email: '', password: '' });
    const key = Object.entries(loginMessages).find(([, text]) => text === english.body.message)?.[0] as keyof typeof hiLogin;
    expect(key).toBeDefined();
    expect(hindi.body.message).toBe(hiLogin[key]);
    expect(hindi.body.message).not.toBe(english.body.message);
  });

  it('leaves the messages English outside an API call', () => {
    expect(authApiMessages.loginAgain).not.toBe(arAuth.loginAgain);
    expect(waitText.minutes(61_000)).toBe('2 minutes');
  });
});
