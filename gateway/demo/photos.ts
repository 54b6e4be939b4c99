import type { ApiDeps } from '../api/context.ts';
import type { CheckedFile } from '../api/file-uploads.ts';
import { keepPhotos } from '../api/keep-photos.ts';
import { PHOTO_KINDS } from '../files/file-kinds.ts';
import { momentOn, type SchoolYear } from './calendar.ts';
import { schoolPhoto } from './files.ts';
import type { Random } from './random.ts';
import { PHOTO_SUBJECTS } from './texts.ts';
import { receivedUpload, savedName } from './uploads.ts';

const PHOTOS_PER_SECTION: readonly [min: number, max: number] = [3, 5];

/**
 * One photo section for each of the school's big days, made on a day of the year with a few
 * photos each, put through the app's own photo pipeline (upright, no metadata, WebP
 * renditions), so every copy exists exactly as after a tutor's upload. Answers how many
 * sections and photos were made.
 *
 * @param school the database and the file store
 * @param year the school year being made
 * @param random where days and pictures are drawn from
 * @param now the demo's present
 * @example const { sections, photos } = await writePhotoSections({ store, files }, year, random, now)
 */
export async function writePhotoSections(school: Pick<ApiDeps, 'store' | 'files'>, year: SchoolYear, random: Random, now: Date): Promise<{ sections: number; photos: number }> {
  const days = random.shuffled(year.schoolDays).slice(0, PHOTO_SUBJECTS.length).sort();
  let photos = 0;
  for (const [index, subject] of PHOTO_SUBJECTS.entries()) {
    const count = random.int(...PHOTOS_PER_SECTION);
    const received: CheckedFile[] = [];
    for (let number = 1; number <= count; number++) {
      received.push(await receivedUpload(school.files, await schoolPhoto(random), savedName(`${subject} ${number}`, 'jpg'), PHOTO_KINDS));
    }
    await addSection(school, subject, received, momentOn(days[index] as string, random.int(13, 17), random.int(0, 59), now));
    photos += count;
  }
  return { sections: PHOTO_SUBJECTS.length, photos };
}

/** A new section of `received` photos, kept as the photos API keeps a tutor's form. */
async function addSection(school: Pick<ApiDeps, 'store' | 'files'>, subject: string, received: readonly CheckedFile[], at: Date): Promise<void> {
  await keepPhotos({ ...school, now: () => at }, received, async (photos, tx) => {
    const section = await tx.photos.create(subject, at);
    await tx.photos.addPhotos(section, photos, at);
  });
}
