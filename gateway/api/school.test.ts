import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SchoolSettings } from '../../contract/records/school.ts';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { schoolMessages as m } from '../../contract/strings/school.ts';
import { HOLIDAYS_MAX, SCHOOL_NAME_MAX } from '../../contract/validation/school.ts';
import { defaultSchoolSettings } from '../db/index.ts';
import { startSignedInApi, tutor, type TestApi } from '../testing/api-harness.ts';

const PATH = '/tutor/home/school';

let t: TestApi;
let adminToken: string;
let studentToken: string;
// The first tutor of a school is its admin.
beforeEach(async () => ({ t, tutorToken: adminToken, studentToken } = await startSignedInApi()));
afterEach(() => t.close());

const saved: SchoolSettings = {
  name: 'Green Valley School',
  helpline: '+91 80 1234 5678',
  timeZone: 'Asia/Kolkata',
  closedWeekdays: [0, 6],
  holidays: ['2026-12-25', '2027-01-26'],
  language: 'hi',
  absenceAlerts: false,
};

const readSchool = async (token?: string) => {
  const response = await t.request('GET', '/school', undefined, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { school: SchoolSettings }).school;
};
const save = (body: unknown, token: string | undefined = adminToken) => t.request('PUT', PATH, body, token);

describe('GET /school', () => {
  it("answers the defaults to anyone, without a token, until an admin saves: open Monday to Saturday, in the server's zone", async () => {
    expect(await readSchool()).toEqual(defaultSchoolSettings());
    expect(await readSchool()).toEqual({ name: 'Studyhall', helpline: '', timeZone: expect.any(String), closedWeekdays: [0], holidays: [], language: 'en', absenceAlerts: true });
  });
});

describe('PUT /tutor/home/school', () => {
  it("lets an admin save the settings, answered {school}; anyone then reads the change, and the audit log names it", async () => {
    const response = await save(saved);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ school: saved });
    expect(await readSchool()).toEqual(saved);
    expect(await readSchool(studentToken)).toEqual(saved);
    const events = await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email });
    expect(events.map((event) => [event.action, event.target])).toContainEqual(['school.edit', 'school "Green Valley School"']);
  });

  it('keeps each weekday and holiday once, in order, and trims the texts', async () => {
    const response = await save({ ...saved, name: '  Green Valley School ', helpline: ' ', closedWeekdays: [6, 0, 6], holidays: ['2027-01-26', '2026-12-25', '2026-12-25'] });
    expect(response.status).toBe(200);
    expect(await readSchool()).toEqual({ ...saved, helpline: '', closedWeekdays: [0, 6], holidays: ['2026-12-25', '2027-01-26'] });
  });

  it("takes a time zone by any of its names, and a school that is never closed", async () => {
    for (const timeZone of ['UTC', 'Etc/UTC', 'Asia/Calcutta', 'America/New_York']) {
      expect((await save({ ...saved, timeZone, closedWeekdays: [] })).status, timeZone).toBe(200);
      expect((await readSchool()).timeZone).toBe(timeZone);
    }
  });

  it('refuses a tutor who is not an admin, and a student, with 403; a caller without a token with 401', async () => {
    const other = { ...tutor, fname: 'Mr Bose', email: 'bose@school.test' };
    const tutorToken = await t.tokenFor('tutor', other);
    const refused = await save(saved, tutorToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: authApiMessages.adminOnly });
    expect((await save(saved, studentToken)).status).toBe(403);
    expect((await t.request('PUT', PATH, saved)).status).toBe(401);
    expect(await readSchool()).toEqual(defaultSchoolSettings());
  });

  it.each<[string, Partial<Record<keyof SchoolSettings, unknown>>, keyof SchoolSettings, string]>([
    ['an empty name', { name: '  ' }, 'name', m.nameRequired],
    ['a missing name', { name: undefined }, 'name', m.nameRequired],
    ['a name too long', { name: 'x'.repeat(SCHOOL_NAME_MAX + 1) }, 'name', m.nameLong(SCHOOL_NAME_MAX)],
    ['a helpline with letters', { helpline: '+91 CALL NOW' }, 'helpline', m.helplineInvalid],
    ['a helpline of 6 digits', { helpline: '12-34 56' }, 'helpline', m.helplineInvalid],
    ['a helpline of 16 digits', { helpline: '+1234567890123456' }, 'helpline', m.helplineInvalid],
    ['a time zone that is an offset', { timeZone: '+05:30' }, 'timeZone', m.timeZoneInvalid],
    ['a made-up time zone', { timeZone: 'Nowhere/Land' }, 'timeZone', m.timeZoneInvalid],
    ['an empty time zone', { timeZone: '' }, 'timeZone', m.timeZoneInvalid],
    ['a weekday of 7', { closedWeekdays: [0, 7] }, 'closedWeekdays', m.weekdaysInvalid],
    ['a weekday that is not whole', { closedWeekdays: [1.5] }, 'closedWeekdays', m.weekdaysInvalid],
    ['weekdays that are not a list', { closedWeekdays: '0,6' }, 'closedWeekdays', m.weekdaysInvalid],
    ['all seven weekdays closed', { closedWeekdays: [0, 1, 2, 3, 4, 5, 6] }, 'closedWeekdays', m.allClosed],
    ['a holiday that is no real day', { holidays: ['2026-02-30'] }, 'holidays', m.holidayInvalid],
    ['a holiday in another format', { holidays: ['25/12/2026'] }, 'holidays', m.holidayInvalid],
    ['too many holidays', { holidays: Array.from({ length: HOLIDAYS_MAX + 1 }, (_, index) => new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10)) }, 'holidays', m.holidaysTooMany(HOLIDAYS_MAX)],
    ['a language name instead of a code', { language: 'English' }, 'language', m.languageInvalid],
    ['a language code in capitals', { language: 'EN' }, 'language', m.languageInvalid],
    ['absence alerts as a word', { absenceAlerts: 'yes' }, 'absenceAlerts', m.absenceAlertsInvalid],
  ])('refuses %s with 400 and its message, and keeps the settings', async (_case, change, field, message) => {
    const response = await save({ ...saved, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: { [field]: message } });
    expect(await readSchool()).toEqual(defaultSchoolSettings());
  });

  it("keeps absence alerts as they are when a save leaves them out, as the original client's does", async () => {
    expect((await save(saved)).status).toBe(200);
    expect((await readSchool()).absenceAlerts).toBe(false);
    const { absenceAlerts: _, ...withoutAlerts } = saved;
    expect((await save({ ...withoutAlerts, name: 'Hill School' })).status).toBe(200);
    expect(await readSchool()).toEqual({ ...saved, name: 'Hill School', absenceAlerts: false });
    expect((await save({ ...saved, absenceAlerts: true })).status).toBe(200);
    expect((await readSchool()).absenceAlerts).toBe(true);
  });
});
