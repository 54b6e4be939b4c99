import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayMonthYear, monthDayYear, spacedMonthDayYear } from '../../../contract/dates/codecs.ts';

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

/** The module as a page whose `<html lang>` is `lang` loads it. */
async function onPage(lang: string) {
  vi.stubGlobal('document', { documentElement: { lang } });
  return import('./page-dates.ts');
}

describe("the page's dates", () => {
  it("are in the locale of the page's language, read once", async () => {
    const page = await onPage('en');
    expect(page.pageLocale()).toBe('en-GB');
    vi.stubGlobal('document', { documentElement: { lang: 'hi' } });
    expect(page.pageLocale()).toBe('en-GB');
  });

  it("write every area's wire day one way", async () => {
    const { shownWireDay, shownDateTime } = await onPage('en');
    expect(shownDateTime('2026-11-22T20:00:00Z', 'Asia/Kolkata')).toBe('23 Nov 2026, 01:30');
    expect([shownWireDay(dayMonthYear, '22/Nov/2026'), shownWireDay(monthDayYear, 'Nov 22 2026'), shownWireDay(spacedMonthDayYear, ' Nov 22 2026')]).toEqual([
      '22 Nov 2026',
      '22 Nov 2026',
      '22 Nov 2026',
    ]);
  });

  it('show a text the codec cannot read as it came, without the wire’s spaces', async () => {
    const { shownWireDay } = await onPage('en');
    expect(shownWireDay(spacedMonthDayYear, ' Someday ')).toBe('Someday');
  });

  it('write Hindi on a Hindi page, and an instant on the clock of the zone given', async () => {
    const { shownDay, shownDateTime } = await onPage('hi');
    expect(shownDay('2026-11-22')).toMatch(/नव/);
    expect(shownDateTime('2026-11-22T20:00:00Z', 'Asia/Kolkata')).toMatch(/^23 नव/);
  });
});
