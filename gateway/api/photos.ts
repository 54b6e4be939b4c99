import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import type { PhotoSection } from '../../contract/records/photo-section.ts';
import { photoAdditionSchema, photoRemovalSchema, photoSectionChangeSchema, photoSectionSchema } from '../../contract/validation/photos.ts';
import { photoMessages } from '../../contract/strings/validation.ts';
import type { NewPhoto, Queries } from '../db/index.ts';
import { UPLOADS_PATH_PREFIX } from '../files/file-store.ts';
import { PHOTO_KINDS } from '../files/file-kinds.ts';
import { TUTOR_AREA } from './area-guards.ts';
import { areaLists } from './area-lists.ts';
import { refuseUnknownClasses } from './audiences.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';
import { discard, receiveForm, validFields, type CheckedFile, type ReceivedForm } from './file-uploads.ts';
import { answeringRefusedImages, keepPhotos } from './keep-photos.ts';
import { deleteRecord, removeWithFiles } from './remove-with-files.ts';
import { jsonBody, validOrFail } from './validate.ts';

const TUTOR_PATH = `${TUTOR_AREA}/photos`;
/** The most photos one request may carry (the limit). */
export const MAX_PHOTOS_PER_REQUEST = 50;

/** A section as the audit log names it: `photo section <id> "<subject>"`. */
const target = (id: string, subject: string) => `photo section ${id} "${subject}"`;
const sectionNotFound: () => never = () => fail(404, photoMessages.sectionNotFound);

/**
 * Photo sections (spec §7): the tutor's list is the bare array of sections, the student's
 * `{photos}`, newest first with photos in upload order; a student's holds the whole school's
 * sections and their classes' (`areaLists`). The tutor creates a section with its photos
 * (multipart `subject`, `classes` and repeated `files`), adds photos (`PUT`, optionally with new
 * `classes`), deletes one photo or renames the section or sets its classes (`PATCH`, JSON) and
 * deletes the section with every file of it. Every photo
 * is stored upright and without metadata, with WebP renditions (`gateway/files/photos.ts`), and
 * a request with any refused file stores nothing at all. The role guards are the area prefixes'.
 *
 * @param deps the store, the file store and the clock
 * @example api.route('/', photosRoutes(deps))
 */
export function photosRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  // The product reads the tutor's list as the array itself, the student's under `photos`.
  app.route('/', areaLists(deps, { kind: 'photos', list: (audience) => deps.store.photos.list(audience), tutorList: (photos) => photos }));

  app.post(TUTOR_PATH, async (c) => {
    const form = await receivePhotos(c);
    const { subject, classes } = await validFields(deps, form, photoSectionSchema);
    requirePhotos(form);
    const id = await keepPhotosOrFail(form.files, async (photos, tx) => {
      await refuseUnknownClasses(tx, classes);
      const made = await tx.photos.create(subject, deps.now(), classes);
      await tx.photos.addPhotos(made, photos, deps.now());
      await c.var.audit('photos.create', { target: target(made, subject) }, tx);
      return made;
    });
    return compressedJson(c, await answerSection(id), 201);
  });

  // Adds photos only: the form also sends the subject it shows, which may be stale (a rename in
  // another tab), so renaming is PATCH's alone.
  app.put(`${TUTOR_PATH}/:id`, async (c) => {
    const id = c.req.param('id');
    const form = await receivePhotos(c);
    const { classes } = await validFields(deps, form, photoAdditionSchema);
    requirePhotos(form);
    const found = await deps.store.photos.find(id);
    if (!found) {
      await discard(deps, form.files);
      sectionNotFound();
    }
    await keepPhotosOrFail(form.files, async (photos, tx) => {
      await tx.rowLocks.hold('photo_sections', id);
      const section = await tx.photos.find(id);
      if (!section) sectionNotFound();
      await refuseUnknownClasses(tx, classes);
      await tx.photos.addPhotos(id, photos, deps.now());
      if (classes) await tx.photos.change(id, { classes }, deps.now());
      await c.var.audit('photos.add', { target: target(id, section.subject) }, tx);
    });
    return compressedJson(c, await answerSection(id));
  });

  // One call, two changes (spec §7): `{filePath, fileName}` deletes that photo; `{subject}` renames,
  // and `{classes}` (alone or with it) sets who the section is for.
  // Read as JSON only (415 otherwise), so the 64 KB body limit applies.
  app.patch(`${TUTOR_PATH}/:id`, jsonBody(z.unknown()), async (c) => {
    const id = c.req.param('id');
    const body = c.req.valid('json');
    const has = (key: string) => typeof body === 'object' && body !== null && key in body;
    if (has('filePath')) {
      const { filePath } = validOrFail(photoRemovalSchema, body);
      await removeWithFiles(deps, async (tx) => {
        await tx.rowLocks.hold('photo_sections', id);
        const section = (await tx.photos.find(id)) ?? sectionNotFound();
        const photo = filePath.startsWith(UPLOADS_PATH_PREFIX) ? await tx.photos.findPhoto(id, filePath.slice(UPLOADS_PATH_PREFIX.length)) : undefined;
        if (!photo) fail(404, photoMessages.photoNotFound);
        await tx.photos.removePhoto(id, photo.id, deps.now());
        await c.var.audit('photos.remove-photo', { target: `photo ${filePath} of ${target(id, section.subject)}` }, tx);
        return photo.uploads;
      });
    } else if (has('subject') || has('classes')) {
      const change = validOrFail(photoSectionChangeSchema, body);
      await deps.store.transaction(async (tx) => {
        await refuseUnknownClasses(tx, change.classes);
        if (!(await tx.photos.change(id, change, deps.now()))) sectionNotFound();
        const section = (await tx.photos.find(id)) ?? sectionNotFound();
        await c.var.audit(change.subject === undefined ? 'photos.audience' : 'photos.rename', { target: target(id, section.subject) }, tx);
      });
    } else {
      fail(400, photoMessages.changeRequired);
    }
    return compressedJson(c, await answerSection(id));
  });

  app.delete(
    `${TUTOR_PATH}/:id`,
    deleteRecord(deps, {
      remove: (tx, id) => tx.photos.remove(id),
      notFound: sectionNotFound,
      action: 'photos.delete',
      target: (id, section) => target(id, section.subject),
    }),
  );

  /** The form's photos, each checked by content; 413 past the size or count limit, 415 for another kind. */
  function receivePhotos(c: Context): Promise<ReceivedForm> {
    return receiveForm(c, deps, { accepted: PHOTO_KINDS, fileField: 'files', maxFiles: MAX_PHOTOS_PER_REQUEST });
  }

  function requirePhotos(form: ReceivedForm): void {
    if (form.files.length === 0) fail(400, photoMessages.filesRequired);
  }

  /** `keepPhotos` with this API's deps; a refused photo is answered with its status and reason. */
  function keepPhotosOrFail<T>(received: readonly CheckedFile[], write: (photos: NewPhoto[], tx: Queries) => Promise<T>): Promise<T> {
    return answeringRefusedImages(keepPhotos(deps, received, write));
  }

  async function answerSection(id: string): Promise<PhotoSection> {
    const section = await deps.store.photos.find(id);
    if (!section) sectionNotFound();
    return section;
  }

  return app;
}
