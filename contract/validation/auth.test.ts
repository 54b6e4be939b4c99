import { describe, expect, it } from 'vitest';
import { loginMessages, otpMessages, signupMessages as m } from '../strings/validation.ts';
import { loginSchema, otp, signupCompleteSchema, signupFormSchema } from './auth.ts';
import { firstErrorByField } from './issues.ts';

const valid = { fname: 'Asha', email: 'asha@school.test', password: 'Secret#123', confirmPassword: 'Secret#123', contact: '9876543210' };

function signupErrors(changes: Partial<Record<keyof typeof valid, unknown>>) {
  const result = signupFormSchema.safeParse({ ...valid, ...changes });
  return result.success ? {} : firstErrorByField(result.error.issues);
}

describe('sign-up form rules (spec §5)', () => {
  it('accepts a complete, valid form', () => {
    expect(signupErrors({})).toEqual({});
  });

  it.each([
    ['fname', '', m.nameRequired],
    ['fname', undefined, m.nameRequired],
    ['fname', 'A', m.nameShort],
    ['fname', '  A  ', m.nameShort],
    ['email', '', m.emailRequired],
    ['email', 'asha@', m.emailInvalid],
    ['email', 'not an email', m.emailInvalid],
    ['password', '', m.passwordRequired],
    ['password', 'Ab1#', m.passwordShort],
    ['password', 'abcdefgh', m.passwordWeak],
    ['password', 'abcdefg1', m.passwordWeak],
    ['password', '12345678#', m.passwordWeak],
    ['fname', 'a'.repeat(101), m.nameLong],
    ['email', `${'a'.repeat(250)}@school.test`, m.emailLong],
    ['password', `Aa1#${'x'.repeat(125)}`, m.passwordLong],
    ['confirmPassword', '', m.confirmRequired],
    ['contact', '', m.contactRequired],
    ['contact', '98765', m.contactInvalid],
    ['contact', '98765abc12', m.contactInvalid],
  ] as const)('%s = %j gives %j', (field, value, message) => {
    const changes = field === 'password' ? { password: value, confirmPassword: value } : { [field]: value };
    expect(signupErrors(changes)[field]).toBe(message);
  });

  it('asks for matching passwords, keeping the trailing space of the message', () => {
    expect(signupErrors({ confirmPassword: 'Secret#124' }).confirmPassword).toBe('Passwords must match ');
  });

  it('compares passwords even while another field is invalid', () => {
    expect(signupErrors({ fname: '', confirmPassword: 'other' })).toMatchObject({
      fname: m.nameRequired,
      confirmPassword: m.confirmMismatch,
    });
  });

  it('keeps e-mail addresses trimmed and in lower case', () => {
    const result = signupFormSchema.safeParse({ ...valid, email: '  Asha@School.TEST ' });
    expect(result.success && result.data.email).toBe('asha@school.test');
  });
});

describe('login rules (spec §5)', () => {
  const message = (input: unknown) => {
    const result = loginSchema.safeParse(input);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('asks for both fields when both are empty or missing', () => {
    expect(message({ email: '', password: '' })).toBe(loginMessages.bothMissing);
    expect(message({})).toBe(loginMessages.bothMissing);
    expect(message(null)).toBe(loginMessages.bothMissing);
  });

  it('says one is missing when only one is filled', () => {
    expect(message({ email: 'a@b.test', password: '' })).toBe(loginMessages.oneMissing);
    expect(message({ password: 'x' })).toBe(loginMessages.oneMissing);
  });

  it('passes both fields through, the e-mail in lower case', () => {
    expect(loginSchema.parse({ email: ' A@B.test ', password: ' pw ' })).toEqual({ email: 'a@b.test', password: ' pw ' });
  });
});

describe('sign-up code', () => {
  it.each([
    ['012345', '012345'],
    [12345, '012345'],
    [' 654321 ', '654321'],
  ])('reads %j as %j', (input, expected) => {
    expect(otp.parse(input)).toBe(expected);
  });

  it.each(['12345', '1234567', '12a456', 1234567, 1.5, -1, null])('refuses %j', (input) => {
    const result = otp.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(otpMessages.format);
  });

  it('drops the position and blocked flags a client sends', () => {
    const { confirmPassword: _, ...account } = valid;
    const parsed = signupCompleteSchema.parse({ ...account, otp: '000001', position: 'tutor', blocked: true });
    expect(parsed).not.toHaveProperty('position');
    expect(parsed).not.toHaveProperty('blocked');
  });
});
