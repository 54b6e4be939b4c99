import { describe, expect, it } from 'vitest';
import { schoolMessages } from '../strings/school.ts';
import { signupMessages, studentProfileMessages, userDetailsMessages } from '../strings/validation.ts';
import { signupCodeRequestSchema, signupFormSchema } from './auth.ts';
import { isPhoneNumber } from './fields.ts';
import { firstErrorByField } from './issues.ts';
import { studentProfileSchema, userDetailsSchema } from './profile.ts';
import { schoolSettingsSchema } from './school.ts';

const ACCEPTED = ['9876543210', '+91 98765 43210', '040-2345-6789', ' 1234567 ', '+1 234 567 8901 234'];
const REFUSED = ['98765abc12', '123456', '1234567890123456', '91+98765 43210', '++919876543210', '(040) 2345 6789', '98765\n43210', '+ - '];

describe('isPhoneNumber', () => {
  it.each(ACCEPTED)('accepts %j', (text) => {
    expect(isPhoneNumber(text)).toBe(true);
  });

  it.each(REFUSED)('refuses %j', (text) => {
    expect(isPhoneNumber(text)).toBe(false);
  });
});

/** Every form and API body that takes a contact, with the field's messages (empty, not a phone number). */
const FORMS = [
  {
    form: 'sign-up form',
    schema: signupFormSchema,
    valid: { fname: 'Asha', email: 'asha@school.test', password: 'Secret#123', confirmPassword: 'Secret#123' },
    field: 'contact',
    messages: { empty: signupMessages.contactRequired, invalid: signupMessages.contactInvalid },
  },
  {
    form: 'sign-up code request (POST /student/signup; /student/otp takes the same contact)',
    schema: signupCodeRequestSchema,
    valid: { email: 'asha@school.test' },
    field: 'contact',
    messages: { empty: signupMessages.contactRequired, invalid: signupMessages.contactInvalid },
  },
  {
    form: 'student profile',
    schema: studentProfileSchema,
    valid: { name: 'Asha Rao', email: 'asha@school.test' },
    field: 'contact',
    messages: { empty: studentProfileMessages.contactEmpty, invalid: studentProfileMessages.contactInvalid },
  },
  {
    form: 'tutor’s form of a user’s details',
    schema: userDetailsSchema,
    valid: { name: 'Asha Rao', email: 'asha@school.test' },
    field: 'contact',
    messages: { empty: userDetailsMessages.contactRequired, invalid: userDetailsMessages.contactInvalid },
  },
  {
    form: 'school settings (helpline, which may be empty)',
    schema: schoolSettingsSchema,
    valid: { name: 'Studyhall School', timeZone: 'Asia/Kolkata', closedWeekdays: [0], holidays: [], language: 'en' },
    field: 'helpline',
    messages: { empty: null, invalid: schoolMessages.helplineInvalid },
  },
] as const;

describe.each(FORMS)('the $form', ({ schema, valid, field, messages }) => {
  const errorOf = (value: unknown) => {
    const result = schema.safeParse({ ...valid, [field]: value });
    return result.success ? null : (firstErrorByField(result.error.issues)[field] ?? null);
  };

  it.each(ACCEPTED)('accepts %j, kept trimmed', (text) => {
    const result = schema.safeParse({ ...valid, [field]: text });
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data && (result.data as Record<string, unknown>)[field]).toBe(text.trim());
  });

  it.each(REFUSED)('refuses %j with the form’s message', (text) => {
    expect(errorOf(text)).toBe(messages.invalid);
  });

  it('says what an empty one needs', () => {
    expect(errorOf('  ')).toBe(messages.empty);
  });
});

/** The API bodies the original client sends its contact in, as a JSON number (a number input's value). */
const JSON_BODIES = [
  ['POST /student/signup', signupCodeRequestSchema, { email: 'asha@school.test' }],
  ['PUT /student/home/profile/{id}', studentProfileSchema, { name: 'Asha Rao', email: 'asha@school.test' }],
  ['PUT /tutor/home/{students,profile}/{id}', userDetailsSchema, { name: 'Asha Rao', email: 'asha@school.test' }],
] as const;

describe.each(JSON_BODIES)('%s', (_body, schema, valid) => {
  it('reads a contact sent as a JSON number as its digits', () => {
    expect(schema.parse({ ...valid, contact: 9876543210 }).contact).toBe('9876543210');
  });

  it.each([123456, 1234567890123456])('refuses the JSON number %j, out of 7 to 15 digits', (contact) => {
    expect(schema.safeParse({ ...valid, contact }).success).toBe(false);
  });
});
