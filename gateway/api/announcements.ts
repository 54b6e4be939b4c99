import { monthDayYear } from '../../contract/dates/codecs.ts';
import { announcementChangeSchema, announcementSchema } from '../../contract/validation/announcements.ts';
import type { Queries, Upload } from '../db/index.ts';
import { DOCUMENT_KINDS, IMAGE_KINDS } from '../files/file-kinds.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps } from './context.ts';
import { datedRecordRoutes } from './dated-records.ts';
import { keepFile, receiveForm, validFields, type CheckedFile } from './file-uploads.ts';
import { answeringRefusedImages, keepImage } from './keep-photos.ts';
import { jsonBody } from './validate.ts';

/** What an announcement's file may be (issue 26): an image it shows, or a PDF to download. */
const ANNOUNCEMENT_KINDS = [...IMAGE_KINDS, ...DOCUMENT_KINDS.filter((kind) => kind.ext === 'pdf')];

/**
 * Announcements (spec §7): both lists answer `{announcements}`, newest first; the tutor creates
 * one (multipart), edits its texts and date with the id in the JSON body (its file stays), and
 * deletes it with its file. The file is optional (issue 26): an image goes through the photos'
 * path (`keepImage`) as the product's always did, refused past the image limits (413) or
 * unreadable (415), and kept upright and re-encoded with no metadata; a PDF is kept as it came,
 * like an assignment's file; anything else is refused (415).
 *
 * @param deps the store, the file store and the clock
 * @example api.route('/', announcementsRoutes(deps))
 */
export function announcementsRoutes(deps: ApiDeps) {
  const area = datedRecordRoutes(deps, {
    table: 'announcements',
    records: (queries) => queries.announcements,
    noun: 'announcement',
    namedBy: 'subject',
    dates: monthDayYear,
    filesBeside: (queries, id) => queries.announcements.filesOf(id),
  });

  area.app.post(area.tutorPath, async (c) => {
    const form = await receiveForm(c, deps, { accepted: ANNOUNCEMENT_KINDS });
    const details = await validFields(deps, form, announcementSchema);
    /** Writes the announcement, with its file's row when it has one, in the transaction that keeps the file. */
    const write = async (tx: Queries, upload?: Upload) => {
      const id = await area.create(c, tx, details);
      if (upload) await tx.announcements.attach(id, upload.name);
      return id;
    };
    const id = await keptWith(form.files[0], write);
    return compressedJson(c, await area.answer(id), 201);
  });

  // The product names the announcement in the body, not the path (spec §7).
  area.app.patch(area.tutorPath, jsonBody(announcementChangeSchema), async (c) => {
    const { id, ...details } = c.req.valid('json');
    return compressedJson(c, await area.edit(c, id, details));
  });

  /** Keeps the announcement's file, if any, the way its kind is kept, and runs `write` with it. */
  function keptWith(file: CheckedFile | undefined, write: (tx: Queries, upload?: Upload) => Promise<string>): Promise<string> {
    if (!file) return deps.store.transaction((tx) => write(tx));
    if (IMAGE_KINDS.includes(file.kind)) return answeringRefusedImages(keepImage(deps, file, (upload, tx) => write(tx, upload)));
    return keepFile(deps, file, (upload, tx) => write(tx, upload));
  }

  return area.app;
}
