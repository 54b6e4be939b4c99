import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.ts';
import { ANNOUNCEMENTS, assignmentText, CLUB_EVENTS, noteText, PHOTO_SUBJECTS } from './texts.ts';

/** What the standard font of the demo's PDFs can print. */
const PRINTABLE = /^[\x20-\x7e]*$/;

describe('the demo school’s texts', () => {
  const random = seededRandom('texts');
  const coursework = Array.from({ length: 2000 }, (_, index) => (index % 2 === 0 ? assignmentText(random) : noteText(random)));

  it('name each lesson’s topic in its description, in lower case', () => {
    for (const { title, description } of coursework) {
      const topic = (title.match(/: (.+?)(?: \(.+\))?$/)?.[1] ?? '').toLowerCase();
      expect(description).toContain(topic);
      expect(description).not.toContain('{');
    }
  });

  it('are plain ASCII, so the PDFs can print every title', () => {
    const texts = [...coursework.flatMap(({ title, description }) => [title, description]), ...ANNOUNCEMENTS.map(({ subject }) => subject), ...PHOTO_SUBJECTS];
    for (const text of texts) expect(text).toMatch(PRINTABLE);
    expect(CLUB_EVENTS.flatMap(({ events }) => events).length).toBeGreaterThan(0);
  });
});
