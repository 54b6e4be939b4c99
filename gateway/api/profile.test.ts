import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/records/user.ts';
import { userDetailsMessages } from '../../contract/strings/validation.ts';
import { readVerifiedToken } from '../auth/token.ts';
import type { PagePosition, Position, User } from '../db/index.ts';
import { startTestApi, student, TEST_SECRET, tutor, type AccountDetails, type TestApi } from '../testing/api-harness.ts';

/** Each role's profile and a second account of the same role, whose data must never leak. */
const ROLES = [
  { position: 'student', area: '/student/home', me: student, other: { ...student, fname: 'Ben Das', email: 'ben@school.test', contact: '9111111111' } },
  { position: 'tutor', area: '/tutor/home', me: tutor, other: { ...tutor, fname: 'mr bose', email: 'bose@school.test', contact: '9222222222' } },
] as const satisfies ReadonlyArray<{ position: Position; area: string; me: AccountDetails; other: AccountDetails }>;

const change = { name: 'Asha K Rao', email: 'new.address@school.test', contact: '9000000001' };

let t: TestApi;
let tokens: Record<PagePosition, string>;
beforeEach(async () => {
  t = await startTestApi();
  tokens = { student: await t.tokenFor('student'), tutor: await t.tokenFor('tutor') };
});
afterEach(() => t.close());

const answer = async (response: Response) => ({ status: response.status, text: await response.text() });
const json = (text: string) => JSON.parse(text) as Record<string, unknown>;
const idOf = async (email: string) => (await t.store.users.findByEmail(email))?._id ?? 'missing';
const claimsOf = (token: string) => readVerifiedToken(token, TEST_SECRET, new Date());
const auditTrail = async (actor: string) => (await t.store.auditEvents.list({ since: new Date(0), actor })).map((event) => [event.action, event.target]);
/** Nothing of `account` in an answer: not its id, name, e-mail or contact. */
const expectNothingOf = (text: string, account: User) => {
  for (const value of [account._id, account.fname, account.email, account.contact]) expect(text).not.toContain(value);
};

/** A student's profile carries their admission number; a tutor's whether they run the school (the first tutor does). */
const ownFields: Record<PagePosition, Partial<Profile>> = { student: { admissionNo: expect.stringMatching(/^\d{5}$/) as string }, tutor: { admin: true } };

describe.each(ROLES)('the $position profile', ({ position, area, me, other }) => {
  const otherRole: Position = position === 'student' ? 'tutor' : 'student';
  const read = async (query: string, token: string | null = tokens[position]) => answer(await t.request('GET', `${area}/profile${query}`, undefined, token ?? undefined));
  const edit = async (id: string, body: unknown, token: string | null = tokens[position]) => answer(await t.request('PUT', `${area}/profile/${id}`, body, token ?? undefined));

  describe(`GET ${area}/profile?id=…`, () => {
    it('refuses a caller without a token with 401 and the other role with 403', async () => {
      const id = await idOf(me.email);
      expect((await read(`?id=${id}`, null)).status).toBe(401);
      const refused = await read(`?id=${id}`, tokens[otherRole]);
      expect(refused.status).toBe(403);
      expect(refused.text).not.toContain(me.email);
    });

    it('answers {user} with exactly the profile’s fields: never blocked, a hash or a session', async () => {
      const id = await idOf(me.email);
      const { status, text } = await read(`?id=${id}`);
      expect(status).toBe(200);
      const expected: Profile = { _id: id, fname: me.fname, email: me.email, position, contact: me.contact, ...ownFields[position], language: null };
      expect(json(text)).toEqual({ user: expected });
      expect(text).not.toMatch(/blocked|scrypt|password|hash|session/i);
    });

    it('refuses another account’s id of the same role with 403, carrying nothing of it', async () => {
      const someoneElse = await t.createUser(position, other);
      const { status, text } = await read(`?id=${someoneElse._id}`);
      expect(status).toBe(403);
      expect(json(text)).toEqual({ message: userDetailsMessages.notYours });
      expectNothingOf(text, someoneElse);
    });

    it('refuses the id of an account of the other role, or of nobody, with 403', async () => {
      const otherRoleUser = await t.store.users.findByEmail(otherRole === 'tutor' ? tutor.email : student.email);
      expect((await read(`?id=${otherRoleUser?._id}`)).status).toBe(403);
      expect((await read('?id=no-such-id')).status).toBe(403);
    });

    it.each(['', '?id=', '?other=1'])('refuses a missing id (%j) with 400', async (query) => {
      const { status, text } = await read(query);
      expect(status).toBe(400);
      expect(json(text)).toEqual({ message: userDetailsMessages.idRequired });
    });
  });

  describe(`PUT ${area}/profile/{id}`, () => {
    it('refuses a caller without a token with 401 and the other role with 403, changing nothing', async () => {
      const id = await idOf(me.email);
      expect((await edit(id, change, null)).status).toBe(401);
      expect((await edit(id, change, tokens[otherRole])).status).toBe(403);
      expect(await t.store.users.find(id)).toMatchObject({ fname: me.fname, email: me.email, contact: me.contact });
    });

    it('changes the profile and answers {user, token}: the profile as read, and a fresh token with the new name', async () => {
      const id = await idOf(me.email);
      const { status, text } = await edit(id, change);
      expect(status).toBe(200);
      const body = json(text) as { user: Profile; token: string };
      const expected: Profile = { _id: id, fname: change.name, email: change.email, position, contact: change.contact, ...ownFields[position], language: null };
      expect(Object.keys(body).sort()).toEqual(['token', 'user']);
      expect(body.user).toEqual(expected);
      expect(json((await read(`?id=${id}`)).text)).toEqual({ user: expected });
      const before = claimsOf(tokens[position]);
      expect(claimsOf(body.token)).toMatchObject({ name: change.name, aud: id, position, sv: before?.sv });
      expect(before?.name).toBe(me.fname);
    });

    it('keeps both sessions: the fresh token and the one it replaces both work', async () => {
      const id = await idOf(me.email);
      const { token } = json((await edit(id, change)).text) as { token: string };
      expect((await read(`?id=${id}`, token)).status).toBe(200);
      expect((await read(`?id=${id}`)).status).toBe(200);
    });

    it('renews the file cookie with the fresh token', async () => {
      const response = await t.request('PUT', `${area}/profile/${await idOf(me.email)}`, change, tokens[position]);
      const { token } = (await response.json()) as { token: string };
      expect(response.headers.get('Set-Cookie')).toMatch(new RegExp(`^studyhall_files=${token.replaceAll('.', '\\.')};`));
    });

    it('keeps the name as typed, trimmed; the e-mail in lower case; a contact sent as a JSON number', async () => {
      const id = await idOf(me.email);
      const { status, text } = await edit(id, { name: '  asha  k. ', email: ' New.Address@School.TEST ', contact: 9000000001 });
      expect(status).toBe(200);
      expect((json(text) as { user: Profile }).user).toMatchObject({ fname: 'asha  k.', email: 'new.address@school.test', contact: '9000000001' });
      expect(claimsOf((json(text) as { token: string }).token)?.name).toBe('asha  k.');
    });

    it.each(['+91 98765 43210', '040-2345-6789', '9876543210'])('takes the contact %j, a phone number as a school writes it', async (contact) => {
      const id = await idOf(me.email);
      expect((await edit(id, { ...change, contact })).status).toBe(200);
      expect(await t.store.users.find(id)).toMatchObject({ contact });
    });

    it('lets the user log in with the new e-mail', async () => {
      await edit(await idOf(me.email), change);
      expect((await t.post(`/${position}/login`, { email: change.email, password: me.password })).status).toBe(200);
    });

    it('refuses another account’s id with 403, changing nothing of it and answering nothing of it', async () => {
      const someoneElse = await t.createUser(position, other);
      const { status, text } = await edit(someoneElse._id, change);
      expect(status).toBe(403);
      expect(json(text)).toEqual({ message: userDetailsMessages.notYours });
      expectNothingOf(text, someoneElse);
      expect(await t.store.users.find(someoneElse._id)).toEqual(someoneElse);
      expect(await t.store.users.findByEmail(me.email)).toMatchObject({ fname: me.fname });
    });

    it('checks whose profile it is before the form: another’s id with a bad form is 403', async () => {
      const someoneElse = await t.createUser(position, other);
      expect((await edit(someoneElse._id, { name: '', email: 'x', contact: '1' })).status).toBe(403);
    });

    it.each([
      ['another account of the same role', 'other'],
      ['an account of the other role', 'otherRole'],
      ['another account, in other capitals', 'otherShouting'],
    ] as const)('refuses the e-mail of %s with 409, changing nothing', async (_case, whose) => {
      await t.createUser(position, other);
      const email = { other: other.email, otherShouting: other.email.toUpperCase(), otherRole: otherRole === 'tutor' ? tutor.email : student.email }[whose];
      const id = await idOf(me.email);
      const { status, text } = await edit(id, { ...change, email });
      expect(status).toBe(409);
      expect(json(text)).toEqual({ message: userDetailsMessages.emailTaken });
      expect(await t.store.users.find(id)).toMatchObject({ fname: me.fname, email: me.email, contact: me.contact });
    });

    it('takes the user’s own e-mail unchanged', async () => {
      const { status, text } = await edit(await idOf(me.email), { ...change, email: me.email });
      expect(status).toBe(200);
      expect((json(text) as { user: Profile }).user).toMatchObject({ fname: change.name, email: me.email });
    });

    it('records the edit in the audit log, by the account as it was, naming it as it is now', async () => {
      const id = await idOf(me.email);
      await edit(id, change);
      expect(await auditTrail(me.email)).toContainEqual(['profile.edit', `${position} ${id} "${change.name}"`]);
    });
  });
});

describe('the student profile’s form (spec §5), word for word', () => {
  const edit = async (body: Record<string, unknown>) => {
    const id = await idOf(student.email);
    const response = await t.request('PUT', `/student/home/profile/${id}`, { ...change, ...body }, tokens.student);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it.each([
    ['name', '', 'This Field Cannot be empty'],
    ['name', '   ', 'This Field Cannot be empty'],
    ['name', 'A', 'Please Enter a valid Name'],
    ['email', '', 'This Field Cannot be empty'],
    ['email', 'not-an-address', 'Please Enter a Valid E-mail'],
    ['contact', '', 'This field cannot be empty'],
    ['contact', '12345', 'Please Enter a valid contact number'],
    ['contact', '98765abc12', 'Please Enter a valid contact number'],
    ['contact', '1234567890123456', 'Please Enter a valid contact number'],
  ])('refuses %s %j with 400 and %j, changing nothing', async (field, value, message) => {
    expect(await edit({ [field]: value })).toEqual({ status: 400, body: { message, errors: { [field]: message } } });
    expect(await t.store.users.findByEmail(student.email)).toMatchObject({ fname: student.fname });
  });

  it.each(['name', 'email', 'contact'])('refuses a form without its %s', async (field) => {
    const { [field as keyof typeof change]: _left, ...rest } = change;
    const id = await idOf(student.email);
    const response = await t.request('PUT', `/student/home/profile/${id}`, rest, tokens.student);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { [field]: expect.any(String) } });
  });
});

describe('the tutor profile’s form (required fields only)', () => {
  const edit = async (body: Record<string, unknown>) => {
    const id = await idOf(tutor.email);
    const response = await t.request('PUT', `/tutor/home/profile/${id}`, { ...change, ...body }, tokens.tutor);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it.each([
    ['name', '', userDetailsMessages.nameRequired],
    ['email', '', userDetailsMessages.emailRequired],
    ['email', 'not-an-address', userDetailsMessages.emailInvalid],
    ['contact', '', userDetailsMessages.contactRequired],
    ['contact', '12345', userDetailsMessages.contactInvalid],
    ['contact', '98765abc12', userDetailsMessages.contactInvalid],
  ])('refuses %s %j with 400 and its message, changing nothing', async (field, value, message) => {
    expect(await edit({ [field]: value })).toEqual({ status: 400, body: { message, errors: { [field]: message } } });
    expect(await t.store.users.findByEmail(tutor.email)).toMatchObject({ fname: tutor.fname });
  });

  it('sets no length rule for the name, as the product shows none', async () => {
    expect(await edit({ name: 'J' })).toMatchObject({ status: 200, body: { user: { fname: 'J' } } });
  });
});
