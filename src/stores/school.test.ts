import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SchoolSettings } from '../../contract/records/school.ts';

const school: SchoolSettings = { name: 'Green Valley', helpline: '+91 80 1234 5678', timeZone: 'Asia/Kolkata', closedWeekdays: [0], holidays: ['2026-12-25'], language: 'en', absenceAlerts: true };
let stored: Map<string, string>;

beforeEach(() => {
  vi.resetModules();
  stored = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

const answering = (answer: () => Promise<Response>) => {
  const fetch = vi.fn((_url: string) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe("the page's school settings", () => {
  it('are read once per page, however many ask, and kept for the next page', async () => {
    const fetch = answering(() => Promise.resolve(Response.json({ school })));
    const page = await import('./school.ts');
    expect(page.$school.get()).toBeUndefined();
    expect(await Promise.all([page.loadSchool(), page.loadSchool()])).toEqual([school, school]);
    expect(await page.loadSchool()).toEqual(school);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/school');
    expect(page.$school.get()).toEqual(school);

    vi.resetModules();
    const next = await import('./school.ts');
    expect(next.$school.get()).toEqual(school);
  });

  it('keep what the page had when the server cannot be reached, and ask again next time', async () => {
    stored.set('studyhall:school', JSON.stringify(school));
    const fetch = answering(() => Promise.reject(new TypeError('offline')));
    const page = await import('./school.ts');
    expect(await page.loadSchool()).toEqual(school);
    answering(() => Promise.resolve(Response.json({ school: { ...school, helpline: '' } })));
    expect(await page.loadSchool()).toEqual({ ...school, helpline: '' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ignore a damaged copy and an answer that is not settings', async () => {
    stored.set('studyhall:school', '{"name":');
    answering(() => Promise.resolve(Response.json({ school: { name: 'No more' } })));
    const page = await import('./school.ts');
    expect(page.$school.get()).toBeUndefined();
    expect(await page.loadSchool()).toBeUndefined();
  });
});

describe("today at the school", () => {
  const evening = new Date('2026-11-25T20:00:00Z');

  it("is the day in the school's time zone", async () => {
    const { schoolToday, schoolClock } = await import('./school.ts');
    expect(schoolToday(evening, school)).toBe('2026-11-26');
    expect(schoolToday(evening, { ...school, timeZone: 'America/Los_Angeles' })).toBe('2026-11-25');
    expect(schoolClock(evening, school)).toMatchObject({ hour: 1, minute: 30 });
  });

  it("is the device's day while the school's zone is unknown, or unknown to this browser", async () => {
    const { schoolToday } = await import('./school.ts');
    const device = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(evening);
    expect(schoolToday(evening, undefined)).toBe(device);
    expect(schoolToday(evening, { ...school, timeZone: 'Mars/Olympus_Mons' })).toBe(device);
  });
});

describe("the school's time zone", () => {
  it("is the school's, or the device's while it is unknown or unknown to this browser", async () => {
    const { schoolTimeZone } = await import('./school.ts');
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(schoolTimeZone(school)).toBe('Asia/Kolkata');
    expect(schoolTimeZone(undefined)).toBe(device);
    expect(schoolTimeZone({ ...school, timeZone: 'Mars/Olympus_Mons' })).toBe(device);
  });
});
