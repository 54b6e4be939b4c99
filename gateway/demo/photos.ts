import type { ApiDeps } from '../api/context.ts';
import { discard, keepFiles, type CheckedFile } from '../api/file-uploads.ts';
import type { NewPhoto } from '../db/index.ts';
import { PHOTO_KINDS } from '../files/file-kinds.ts';
import { preparePhotos, type ProcessedPhoto } from '../files/photos.ts';
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

/**
 * What the photos API does with a new section's form: prepares every photo, then keeps each
 * copy with its `uploads` row and the section's rows in one transaction. The received JPEGs
 * keep their names, and each rendition is named after its photo (`sports-day-1-480w.webp`), as
 * the API names them.
 */
async function addSection(school: Pick<ApiDeps, 'store' | 'files'>, subject: string, received: readonly CheckedFile[], at: Date): Promise<void> {
  let ready: ProcessedPhoto[];
  try {
    ready = await preparePhotos(received, school.files);
  } finally {
    await discard(school, received);
  }
  const outputs = ready.flatMap((photo, index) => {
    const fileName = (received[index] as CheckedFile).fileName;
    const stem = fileName.replace(/\.jpg$/, '');
    return [{ ...photo.full, fileName }, ...photo.renditions.map((rendition) => ({ ...rendition, fileName: `${stem}-${rendition.width}w.webp` }))];
  });
  await keepFiles({ ...school, now: () => at }, outputs, async (uploads, tx) => {
    const names = uploads.map((upload) => upload.name).values();
    const photos = ready.map((photo, index): NewPhoto => ({
      upload: names.next().value as string,
      fileName: (received[index] as CheckedFile).fileName,
      width: photo.width,
      height: photo.height,
      renditions: photo.renditions.map((rendition) => ({ width: rendition.width, upload: names.next().value as string })),
    }));
    const section = await tx.photos.create(subject, at);
    await tx.photos.addPhotos(section, photos, at);
  });
}
