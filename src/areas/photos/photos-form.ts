/** The chooser offers images first; the server checks each file's content is an image. */
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif';

/** The multipart body of a new section and of added photos (spec §7): `subject`, then each photo as `files`. */
export function photosForm(subject: string, files: readonly File[]): FormData {
  const body = new FormData();
  // First, so the server has the subject before the photos' bytes.
  body.set('subject', subject);
  for (const file of files) body.append('files', file, file.name);
  return body;
}
