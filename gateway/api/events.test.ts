import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SchoolEvent } from '../../contract/records/school-event.ts';
import { spacedMonthDayYear } from '../../contract/dates/codecs.ts';
import { eventMessages, recordMessages } from '../../contract/strings/validation.ts';
import { startSignedInApi, tutor, type TestApi } from '../testing/api-harness.ts';

const TUTOR_PATH = '/tutor/home/events';
const STUDENT_PATH = '/student/home/events';
/** As the product sends it: the date with a leading space. */
const details = { event: 'Chess tournament', club: 'Chess club', description: 'Rounds start at 3 in room 12.', date: ' Nov 22 2026' };
const dateMessage = recordMessages.dateInvalid(spacedMonthDayYear.example);

let t: TestApi;
let tutorToken: string;
let studentToken: string;
beforeEach(async () => ({ t, tutorToken, studentToken } = await startSignedInApi()));
afterEach(() => t.close());

const create = (body: Record<string, string> = details, token = tutorToken) => t.request('POST', TUTOR_PATH, body, token);
const created = async (body: Record<string, string> = details) => {
  const response = await create(body);
  expect(response.status).toBe(201);
  return (await response.json()) as SchoolEvent;
};
const list = async (path = TUTOR_PATH, token = tutorToken) => ((await (await t.request('GET', path, undefined, token)).json()) as { events: SchoolEvent[] }).events;
const auditTrail = async () => (await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email })).map((event) => [event.action, event.target]);

describe('who may call', () => {
  it.each([
    ['GET', TUTOR_PATH, undefined],
    ['GET', STUDENT_PATH, undefined],
    ['POST', TUTOR_PATH, details],
    ['PATCH', TUTOR_PATH, { ...details, id: 'x' }],
    ['DELETE', `${TUTOR_PATH}/some-id`, undefined],
  ])('%s %s refuses a caller without a token with 401', async (method, path, body) => {
    expect((await t.request(method, path, body)).status).toBe(401);
    expect(await list()).toEqual([]);
  });

  it('refuses a student every tutor call with 403, changing nothing', async () => {
    const event = await created();
    expect((await create(details, studentToken)).status).toBe(403);
    expect((await t.request('PATCH', TUTOR_PATH, { ...details, event: 'Changed', id: event._id }, studentToken)).status).toBe(403);
    expect((await t.request('DELETE', `${TUTOR_PATH}/${event._id}`, undefined, studentToken)).status).toBe(403);
    expect((await t.request('GET', TUTOR_PATH, undefined, studentToken)).status).toBe(403);
    expect(await list()).toEqual([event]);
  });

  it('answers the student list to students and tutors alike (the tutor dashboard reads it)', async () => {
    const event = await created();
    for (const token of [studentToken, tutorToken]) {
      const response = await t.request('GET', STUDENT_PATH, undefined, token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ events: [event] });
    }
  });
});

describe('create (POST)', () => {
  it('keeps the event and answers 201 with it as the product reads it, for the whole school when sent without classes', async () => {
    const event = await created();
    expect(event).toEqual({ _id: expect.any(String), ...details, classes: [] });
    expect(Object.keys(event).sort()).toEqual(['_id', 'classes', 'club', 'date', 'description', 'event']);
    expect(await list()).toEqual([event]);
  });

  it.each([
    ['with the leading space the product sends', ' Nov 22 2026'],
    ['without it', 'Nov 22 2026'],
  ])('takes the date %s and answers it exactly as sent', async (_case, date) => {
    const event = await created({ ...details, date });
    expect(event.date).toBe(date);
    expect((await list(STUDENT_PATH, studentToken))[0]?.date).toBe(date);
  });

  it('records who made it in the audit log', async () => {
    const event = await created();
    expect(await auditTrail()).toContainEqual(['event.create', `event ${event._id} "${details.event}"`]);
  });

  it.each([
    ['event', eventMessages.eventRequired],
    ['club', eventMessages.clubRequired],
    ['description', recordMessages.descriptionRequired],
    ['date', dateMessage],
  ])('refuses an event without its %s with 400 and the field’s message, storing nothing', async (field, message) => {
    const { [field as keyof typeof details]: _left, ...rest } = details;
    const response = await create(rest);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await list()).toEqual([]);
  });

  it.each([
    ['an impossible day', ' Feb 30 2026'],
    ['an impossible day without the space', 'Feb 30 2026'],
    ['the date picker’s digits', '22/11/2026'],
    ['an ISO date', '2026-11-22'],
    ['two leading spaces', '  Nov 22 2026'],
    ['a trailing space', ' Nov 22 2026 '],
    ['a year past the picker’s range', ' Nov 22 2100'],
    ['an empty date', ''],
    ['a lone space', ' '],
  ])('refuses %s (%j) with 400, storing nothing', async (_case, date) => {
    const response = await create({ ...details, date });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: dateMessage });
    expect(await list()).toEqual([]);
  });
});

describe('edit (PATCH, the id in the body)', () => {
  const change = { event: 'Chess final', club: 'Chess club', description: 'The final, in the hall.', date: 'Dec 01 2026' };

  it('changes every field and answers the event, the date exactly as sent', async () => {
    const event = await created();
    const response = await t.request('PATCH', TUTOR_PATH, { ...change, id: event._id }, tutorToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ _id: event._id, ...change, classes: [] });
    expect(await list(STUDENT_PATH, studentToken)).toEqual([{ _id: event._id, ...change, classes: [] }]);
  });

  it('records the edit in the audit log', async () => {
    const event = await created();
    await t.request('PATCH', TUTOR_PATH, { ...change, id: event._id }, tutorToken);
    expect(await auditTrail()).toContainEqual(['event.edit', `event ${event._id} "${change.event}"`]);
  });

  it.each([
    ['event', eventMessages.eventRequired],
    ['club', eventMessages.clubRequired],
    ['description', recordMessages.descriptionRequired],
    ['date', dateMessage],
    ['id', eventMessages.idRequired],
  ])('refuses a change without its %s with 400 and the field’s message, changing nothing', async (field, message) => {
    const event = await created();
    const { [field as keyof typeof change | 'id']: _left, ...rest } = { ...change, id: event._id };
    const response = await t.request('PATCH', TUTOR_PATH, rest, tutorToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await list()).toEqual([event]);
  });

  it.each([' Feb 30 2026', '22/11/2026', '2026-11-22', ' Nov 22 2100', ''])('refuses the date %j with 400, changing nothing', async (date) => {
    const event = await created();
    const response = await t.request('PATCH', TUTOR_PATH, { ...change, date, id: event._id }, tutorToken);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: dateMessage });
    expect(await list()).toEqual([event]);
  });

  it('answers 404 for an unknown id, recording nothing', async () => {
    const response = await t.request('PATCH', TUTOR_PATH, { ...change, id: 'no-such-id' }, tutorToken);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: recordMessages.notFound('event') });
    expect((await auditTrail()).map(([action]) => action)).not.toContain('event.edit');
  });
});

describe('delete', () => {
  it('removes the event and records it in the audit log', async () => {
    const event = await created();
    const other = await created({ ...details, event: 'Science fair' });
    const response = await t.request('DELETE', `${TUTOR_PATH}/${event._id}`, undefined, tutorToken);
    expect(response.status).toBe(204);
    expect(await list()).toEqual([other]);
    expect(await auditTrail()).toContainEqual(['event.delete', `event ${event._id} "${details.event}"`]);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await t.request('DELETE', `${TUTOR_PATH}/no-such-id`, undefined, tutorToken);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: recordMessages.notFound('event') });
  });
});

describe('lists', () => {
  it('answer {events} in date order by the day the date names, across months and years', async () => {
    await created({ ...details, date: ' Jan 05 2027', event: 'January, next year' });
    await created({ ...details, date: 'Dec 31 2026', event: 'New Year’s Eve' });
    await created({ ...details, date: ' Nov 22 2026', event: 'November' });
    await created({ ...details, date: ' Feb 01 2026', event: 'February' });
    t.advance(1000);
    await created({ ...details, date: 'Nov 22 2026', event: 'November, later' });
    const expected = [
      ['February', ' Feb 01 2026'],
      ['November', ' Nov 22 2026'],
      ['November, later', 'Nov 22 2026'],
      ['New Year’s Eve', 'Dec 31 2026'],
      ['January, next year', ' Jan 05 2027'],
    ];
    for (const [path, token] of [[TUTOR_PATH, tutorToken], [STUDENT_PATH, studentToken]] as const) {
      expect((await list(path, token)).map((event) => [event.event, event.date])).toEqual(expected);
    }
  });

  it('answer an empty list when there is none', async () => {
    expect(await (await t.request('GET', STUDENT_PATH, undefined, studentToken)).json()).toEqual({ events: [] });
  });
});
