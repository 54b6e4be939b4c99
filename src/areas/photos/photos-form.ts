import { putAudience } from '../../lib/content/use-audience.ts';

/** The chooser offers images first; the server checks each file's content is an image. */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif';

/**
 * The multipart body of a new section and of added photos (spec §7): `subject`, who the section
 * is for when given (a new section's), then each photo as `files`.
 */
export function photosForm(subject: string, files: readonly File[], classes?: readonly string[]): FormData {
  const body = new FormData();
  // First, so the server has the fields before the photos' bytes.
  body.set('subject', subject);
  if (classes) putAudience(body, classes);
  for (const file of files) body.append('files', file, file.name);
  return body;
}
