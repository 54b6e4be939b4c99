import { monthDayYear } from '../../contract/dates/codecs.ts';
import { announcementChangeSchema, announcementSchema } from '../../contract/validation/announcements.ts';
import { fileMessages } from '../../contract/strings/files.ts';
import { IMAGE_KINDS } from '../files/file-kinds.ts';
import type { ApiDeps } from './context.ts';
import { datedRecordRoutes } from './dated-records.ts';
import { fail } from './errors.ts';
import { receiveForm, validFields } from './file-uploads.ts';
import { answeringRefusedImages, keepImage } from './keep-photos.ts';
import { jsonBody } from './validate.ts';

/**
 * Announcements (spec §7): both lists answer `{announcements}`, newest first; the tutor creates
 * one with its image (multipart), edits its texts and date with the id in the JSON body (the
 * image stays), and deletes it with its image. The image goes through the photos' path
 * (`keepImage`): refused past the image limits (413) or unreadable (415), and kept upright and
 * re-encoded with no metadata.
 *
 * @param deps the store, the file store and the clock
 * @example api.route('/', announcementsRoutes(deps))
 */
export function announcementsRoutes(deps: ApiDeps) {
  const area = datedRecordRoutes(deps, { table: 'announcements', records: (queries) => queries.announcements, noun: 'announcement', namedBy: 'subject', dates: monthDayYear });

  area.app.post(area.tutorPath, async (c) => {
    const form = await receiveForm(c, deps, { accepted: IMAGE_KINDS });
    const details = await validFields(deps, form, announcementSchema);
    const [image] = form.files;
    if (!image) fail(400, fileMessages.missing);
    const id = await answeringRefusedImages(keepImage(deps, image, (upload, tx) => area.create(c, tx, { ...details, upload: upload.name })));
    return c.json(await area.answer(id), 201);
  });

  // The product names the announcement in the body, not the path (spec §7).
  area.app.patch(area.tutorPath, jsonBody(announcementChangeSchema), async (c) => {
    const { id, ...details } = c.req.valid('json');
    return c.json(await area.edit(c, id, details));
  });

  return area.app;
}
