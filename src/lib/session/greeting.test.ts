import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { shellText } from '../../../contract/strings/auth.ts';
import { capitalise } from '../../../contract/records/capitalise.ts';
import { greetingFor, showUserName, type NameSlot } from './greeting.ts';

describe('tutor greeting by hour (spec §2: above 5 and below 12, above 12 and below 15)', () => {
  it.each([
    [0, shellText.evening],
    [5, shellText.evening],
    [6, shellText.morning],
    [11, shellText.morning],
    [12, shellText.evening],
    [13, shellText.afternoon],
    [14, shellText.afternoon],
    [15, shellText.evening],
    [23, shellText.evening],
  ])('at %i:00 says %s', (hour, expected) => {
    expect(greetingFor(hour, shellText)).toBe(expected);
  });
});

describe("the header's name (spec §2)", () => {
  function header(): NameSlot & { slot: { textContent: string | null; title?: string } } {
    const slot = {
      textContent: '' as string | null,
      title: undefined as string | undefined,
      setAttribute(name: string, value: string) {
        if (name === 'title') slot.title = value;
      },
    };
    return { slot, querySelector: (selectors) => (selectors === '[data-user-name]' ? slot : null) };
  }

  it("writes the student's in upper case", () => {
    const page = header();
    showUserName('student', 'asha rao', page);
    expect(page.slot.textContent).toBe('ASHA RAO');
  });

  it('keeps the whole name in the title, for a header that cuts it short on a phone', () => {
    const page = header();
    showUserName('tutor', 'mrs lakshmi venkataraghavan subramaniam', page);
    expect(page.slot.title).toBe('Mrs lakshmi venkataraghavan subramaniam');
  });

  it("writes the tutor's with its first letter capitalised, as capitalise does", () => {
    const page = header();
    showUserName('tutor', 'mrs rao', page);
    expect(page.slot.textContent).toBe(capitalise('mrs rao'));
    expect(page.slot.textContent).toBe('Mrs rao');
  });

  it('replaces the name shown before, as after a profile edit', () => {
    const page = header();
    showUserName('tutor', 'mrs rao', page);
    showUserName('tutor', 'ms iyer', page);
    expect(page.slot.textContent).toBe('Ms iyer');
  });

  it('does nothing on a page without the slot', () => {
    expect(() => showUserName('student', 'asha', { querySelector: () => null })).not.toThrow();
  });

  it('reaches no name outside itself, so the shell can inline it', () => {
    const page = header();
    runInNewContext(`(${String(showUserName)})('student', 'zoë', page);`, { page });
    expect(page.slot.textContent).toBe('ZOË');
  });
});
