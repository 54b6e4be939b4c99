import { describe, expect, it } from 'vitest';
import { signupMessages as m } from '../strings/validation.ts';
import { newGuardianFormSchema, newGuardianSchema } from './guardians.ts';
import { firstErrorByField } from './issues.ts';
import { NAME_MAX } from './limits.ts';

function formErrors(values: { email: string; fname: string }) {
  const result = newGuardianFormSchema.safeParse(values);
  return result.success ? {} : firstErrorByField(result.error.issues);
}

describe("the tutor's Add guardian form", () => {
  it('takes an address alone, the name left empty', () => {
    expect(newGuardianFormSchema.parse({ email: ' Parent@Home.test ', fname: '  ' })).toEqual({ email: 'parent@home.test', fname: '' });
  });

  it("checks a typed name with the name's own messages, and the address always", () => {
    expect(formErrors({ email: 'parent@home.test', fname: 'P' })).toEqual({ fname: m.nameShort });
    expect(formErrors({ email: 'parent@home.test', fname: 'P'.repeat(NAME_MAX + 1) })).toEqual({ fname: m.nameLong });
    expect(formErrors({ email: '', fname: 'Priya' })).toEqual({ email: m.emailRequired });
    expect(formErrors({ email: 'parent@', fname: '' })).toEqual({ email: m.emailInvalid });
  });

  it('sends what the API takes: the empty name is left out', () => {
    expect(newGuardianSchema.safeParse({ email: 'parent@home.test' }).success).toBe(true);
    expect(newGuardianSchema.safeParse({ email: 'parent@home.test', fname: '' }).success).toBe(false);
  });
});
