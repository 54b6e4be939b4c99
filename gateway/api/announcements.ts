import { Hono } from 'hono';
import type { Announcement } from '../../contract/records/announcement.ts';
import { monthDayYear } from '../../contract/dates/codecs.ts';
import { announcementChangeSchema, announcementSchema } from '../../contract/validation/announcements.ts';
import { fileMessages } from '../../contract/strings/files.ts';
import { recordMessages } from '../../contract/strings/validation.ts';
import { IMAGE_KINDS } from '../files/file-kinds.ts';
import { STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';
import { receiveForm, removeStoredFiles, validFields } from './file-uploads.ts';
import { answeringRefusedImages, keepImage } from './keep-photos.ts';
import { keptAnswer } from './kept-answer.ts';
import { dayOf, jsonBody } from './validate.ts';

const TUTOR_PATH = `${TUTOR_AREA}/announcements`;

/** An announcement as the audit log names it: `announcement <id> "<subject>"`. */
const target = (id: string, subject: string) => `announcement ${id} "${subject}"`;
const notFound: () => never = () => fail(404, recordMessages.notFound('announcement'));

/**
 * Announcements (spec §7): both lists answer `{announcements}`, newest first; the tutor creates
 * one with its image (multipart), edits its texts and date with the id in the JSON body (the
 * image stays), and deletes it with its image. The image goes through the photos' path
 * (`keepImage`): refused past the image limits (413) or unreadable (415), and kept upright and
 * re-encoded with no metadata. The role guards are the area prefixes'.
 *
 * @param deps the store, the file store and the clock
 * @example api.route('/', announcementsRoutes(deps))
 */
export function announcementsRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();
  // Both roles read the same answer, made again only after a change.
  const sendList = keptAnswer(deps.store, ['announcements'], async () => ({ announcements: await deps.store.announcements.list() }));

  app.get(`${STUDENT_AREA}/announcements`, sendList);
  app.get(TUTOR_PATH, sendList);

  app.post(TUTOR_PATH, async (c) => {
    const form = await receiveForm(c, deps, { accepted: IMAGE_KINDS });
    const details = await validFields(deps, form, announcementSchema);
    const [image] = form.files;
    if (!image) fail(400, fileMessages.missing);
    const id = await answeringRefusedImages(
      keepImage(deps, image, async (upload, tx) => {
        const made = await tx.announcements.create({ ...details, day: dayOf(monthDayYear, details.date) }, upload.name, deps.now());
        await c.var.audit('announcement.create', { target: target(made, details.subject) }, tx);
        return made;
      }),
    );
    return c.json(await answerAnnouncement(id), 201);
  });

  // The product names the announcement in the body, not the path (spec §7).
  app.patch(TUTOR_PATH, jsonBody(announcementChangeSchema), async (c) => {
    const { id, ...details } = c.req.valid('json');
    await deps.store.transaction(async (tx) => {
      if (!(await tx.announcements.update(id, { ...details, day: dayOf(monthDayYear, details.date) }, deps.now()))) notFound();
      await c.var.audit('announcement.edit', { target: target(id, details.subject) }, tx);
    });
    return c.json(await answerAnnouncement(id));
  });

  app.delete(`${TUTOR_PATH}/:id`, async (c) => {
    const id = c.req.param('id');
    const removed = await deps.store.transaction(async (tx) => {
      await tx.rowLocks.hold('announcements', id);
      const found = await tx.announcements.find(id);
      if (!found) notFound();
      await tx.announcements.remove(id);
      await tx.uploads.remove(found.upload);
      await c.var.audit('announcement.delete', { target: target(id, found.announcement.subject) }, tx);
      return found;
    });
    // The rows are gone first: a crash now leaves a file the start-up sweep removes, never a row without its file.
    await removeStoredFiles(deps, [removed.upload]);
    return c.body(null, 204);
  });

  async function answerAnnouncement(id: string): Promise<Announcement> {
    const found = await deps.store.announcements.find(id);
    if (!found) notFound();
    return found.announcement;
  }

  return app;
}
