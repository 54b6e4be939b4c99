import { describe, expect, it } from 'vitest';
import { passwordChangeMessages as p, signupMessages as m } from '../strings/validation.ts';
import { firstErrorByField } from './issues.ts';
import { passwordChangeFormSchema, passwordChangeSchema } from './password.ts';

const valid = { current: 'Secret#123', password: 'Fresh#2026', confirmPassword: 'Fresh#2026' };

function formErrors(changes: Partial<Record<keyof typeof valid, unknown>>) {
  const result = passwordChangeFormSchema.safeParse({ ...valid, ...changes });
  return result.success ? {} : firstErrorByField(result.error.issues);
}

describe('the change of password (the sign-up rules for the new one)', () => {
  it('accepts a complete form, and the call takes the current and the new password only', () => {
    expect(formErrors({})).toEqual({});
    expect(passwordChangeSchema.parse(valid)).toEqual({ current: valid.current, password: valid.password });
  });

  it.each([
    ['current', '', p.currentRequired],
    ['current', undefined, p.currentRequired],
    ['current', 'x'.repeat(129), p.currentWrong],
    ['password', '', m.passwordRequired],
    ['password', 'Ab1#', m.passwordShort],
    ['password', 'abcdefgh', m.passwordWeak],
    ['confirmPassword', '', m.confirmRequired],
    ['confirmPassword', 'Fresh#2027', m.confirmMismatch],
  ] as const)('says %s %j is wrong with %j', (field, value, message) => {
    expect(formErrors({ [field]: value })[field]).toBe(message);
  });
});
