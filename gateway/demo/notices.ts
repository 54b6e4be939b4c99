import { monthDayYear, spacedMonthDayYear, type CalendarDay } from '../../contract/dates/codecs.ts';
import { addDays } from '../../contract/dates/month-grid.ts';
import type { ApiDeps } from '../api/context.ts';
import { keepImage } from '../api/keep-photos.ts';
import { IMAGE_KINDS } from '../files/file-kinds.ts';
import { momentOn, schoolDaysBetween, type SchoolYear } from './calendar.ts';
import { noticeImage } from './files.ts';
import type { Random } from './random.ts';
import { ANNOUNCEMENTS, CLUB_EVENTS } from './texts.ts';
import { receivedUpload, savedName } from './uploads.ts';

/** Events still to come, within this many days, so the lists show what is next. */
const COMING_DAYS = 21;
const COMING_EVENTS = 4;
/** The chance that a school week holds a club's event: about three a month. */
const EVENT_WEEK = 0.7;

/**
 * About two announcements a month, each with its image kept as an uploaded one is, plus one today for
 * the Home page. Answers how many were made.
 *
 * @param school the database and the file store
 * @param year the school year being made
 * @param random where days, subjects and images are drawn from
 * @param now the demo's present
 * @example const announcements = await writeAnnouncements({ store, files }, year, random, now)
 */
export async function writeAnnouncements(school: Pick<ApiDeps, 'store' | 'files'>, year: SchoolYear, random: Random, now: Date): Promise<number> {
  const days = [...year.weeks.filter((_, index) => index % 2 === 0).map((week) => random.pick(week)), year.today];
  // Whole shuffled decks of subjects, one after another: none repeats before every one is used.
  const notices = Array.from({ length: Math.ceil(days.length / ANNOUNCEMENTS.length) }, () => random.shuffled(ANNOUNCEMENTS)).flat();
  for (const [index, day] of days.entries()) {
    const notice = notices[index] as (typeof ANNOUNCEMENTS)[number];
    const format = random.chance(0.5) ? 'png' : 'jpeg';
    const bytes = await noticeImage(notice.subject, format, random);
    const at = momentOn(day, random.int(8, 12), random.int(0, 59), now);
    const image = await receivedUpload(school.files, bytes, savedName(notice.subject, format === 'png' ? 'png' : 'jpg'), IMAGE_KINDS);
    await keepImage({ ...school, now: () => at }, image, (upload, tx) =>
      tx.announcements.create({ date: monthDayYear.format(day), day, subject: notice.subject, description: notice.description, upload: upload.name }, at),
    );
  }
  return days.length;
}

/**
 * Clubs' events: about three a month through the year, a few in the coming weeks and one today,
 * each written a week or two ahead of its day, in one transaction. Answers how many were made.
 *
 * @param school the database
 * @param year the school year being made
 * @param random where days and events are drawn from
 * @param now the demo's present
 * @example const events = await writeEvents({ store }, year, random, now)
 */
export async function writeEvents(school: Pick<ApiDeps, 'store'>, year: SchoolYear, random: Random, now: Date): Promise<number> {
  const past = year.weeks.filter(() => random.chance(EVENT_WEEK)).map((week) => random.pick(week));
  const coming = random.shuffled(schoolDaysBetween(addDays(year.today, 1), addDays(year.today, COMING_DAYS))).slice(0, COMING_EVENTS).sort();
  const days: CalendarDay[] = [...past, year.today, ...coming];
  await school.store.transaction(async (tx) => {
    for (const day of days) {
      const { club, events } = random.pick(CLUB_EVENTS);
      const { event, description } = random.pick(events);
      const written = momentOn(addDays(day, -random.int(5, 20)), random.int(8, 16), random.int(0, 59), now);
      await tx.events.create({ date: spacedMonthDayYear.format(day), day, event, club, description }, written);
    }
  });
  return days.length;
}
