import type { Random } from './random.ts';
import texts from './texts.json' with { type: 'json' };

// What the demo school's tutors write (texts.json). Plain ASCII: titles are printed into the
// PDFs, whose standard font has no other characters.

/** Where a text of a lesson names its topic, in lower case. */
const TOPIC = '{topic}';

/** A dated text of one subject's lesson: an assignment's or a note's title and description. */
export interface Coursework {
  title: string;
  description: string;
}

/**
 * An assignment of a subject and topic drawn at random.
 *
 * @param random where the subject, topic and kind of work are drawn from
 * @example assignmentText(random) // { title: 'Science: Photosynthesis (worksheet)', description: 'Answer every question…' }
 */
export function assignmentText(random: Random): Coursework {
  const { subject, topic } = lesson(random);
  const { kind, description } = random.pick(texts.assignments);
  return { title: `${subject}: ${topic} (${kind})`, description: aboutTopic(description, topic) };
}

/**
 * A note of a subject and topic drawn at random.
 *
 * @param random where the subject, topic and wording are drawn from
 * @example noteText(random) // { title: 'History notes: Ancient Rome', description: 'Class notes on…' }
 */
export function noteText(random: Random): Coursework {
  const { subject, topic } = lesson(random);
  return { title: `${subject} notes: ${topic}`, description: aboutTopic(random.pick(texts.notes), topic) };
}

/** A subject taught, and one topic of its year. */
function lesson(random: Random): { subject: string; topic: string } {
  const { subject, topics } = random.pick(texts.subjects);
  return { subject, topic: random.pick(topics) };
}

function aboutTopic(description: string, topic: string): string {
  return description.replace(TOPIC, topic.toLowerCase());
}

/** What the school announces over a year; drawn in turn, so none repeats until all have been. */
export const ANNOUNCEMENTS: ReadonlyArray<{ subject: string; description: string }> = texts.announcements;

/** The clubs that run events, and the events each holds. */
export const CLUB_EVENTS: ReadonlyArray<{ club: string; events: ReadonlyArray<{ event: string; description: string }> }> = texts.clubEvents;

/** The photo sections a school keeps: its big days. */
export const PHOTO_SUBJECTS: readonly string[] = texts.photoSubjects;
