/**
 * The view of a content page, kept in the address so Back, Forward and a reload keep it:
 * - tutor: no query is home; `?mode=upload`, `?mode=all` or `?mode=import`; `?mode={details|edit|editFile|delete|block|resetPassword|images|editSubject|addPhotos|handIns}&id=…`;
 * - student: no query is the list; `?id=…` one record; `?area=notes&id=…` where a page shows
 *   several areas' records (Today's Task).
 * Anything else reads as home, so an old or mistyped address still opens the page.
 */
export type TutorMode<ListName extends ListModeName = ListModeName, RecordName extends RecordModeName = RecordModeName> =
  | { name: 'home' }
  | { name: ListName }
  | { name: RecordName; id: string };

/** Views that name no record: the upload form (assignments, notes), the 'all' table (announcements, events), the students' import. */
type ListModeName = 'upload' | 'all' | 'import';
/** Views of one record, named by its id. */
type RecordModeName = 'details' | 'edit' | 'editFile' | 'delete' | 'block' | 'resetPassword' | 'images' | 'editSubject' | 'addPhotos' | 'handIns';

/** Assignments and notes (spec §2): home, upload, details, edit, edit file and delete; an assignment's hand-ins too (issue 26, `parseAssignmentMode`). */
export type FileRecordMode = TutorMode<'upload', 'details' | 'edit' | 'editFile' | 'delete' | 'handIns'>;
/** Announcements and events (spec §2): home (the form), all, details, edit and delete. */
export type NoticeMode = TutorMode<'all', 'details' | 'edit' | 'delete'>;
/**
 * The tutor's students (spec §2): home (the table), a student's details, edit, the block or
 * unblock question, the password reset question, and the admins' import (issue 25).
 */
export type StudentsMode = TutorMode<'import', 'details' | 'edit' | 'block' | 'resetPassword'>;
/**
 * Photos (spec §2, §4): home (the form), all, a section's images and its editSubject form; the
 * questions asked over them are modes too, so Back closes them: delete (a section, over all)
 * and addPhotos (over images).
 */
export type PhotosMode = TutorMode<'all', 'images' | 'editSubject' | 'delete' | 'addPhotos'>;

/**
 * Reads the modes one page has from the address; any other reads as home.
 *
 * @param listModes the page's views that name no record
 * @param recordModes the page's views of one record
 */
function tutorModeParser<ListName extends ListModeName, RecordName extends RecordModeName>(
  listModes: readonly ListName[],
  recordModes: readonly RecordName[],
): (search: string) => TutorMode<ListName, RecordName> {
  return (search) => {
    const query = new URLSearchParams(search);
    const name = query.get('mode');
    const id = query.get('id');
    const listMode = listModes.find((each) => each === name);
    if (listMode) return { name: listMode };
    const recordMode = recordModes.find((each) => each === name);
    return id && recordMode ? { name: recordMode, id } : { name: 'home' };
  };
}

export const parseFileRecordMode: (search: string) => FileRecordMode = tutorModeParser(['upload'], ['details', 'edit', 'editFile', 'delete']);
/** The assignments page: a file record's views and the hand-in table of one (issue 26). */
export const parseAssignmentMode: (search: string) => FileRecordMode = tutorModeParser(['upload'], ['details', 'edit', 'editFile', 'delete', 'handIns']);
export const parseNoticeMode: (search: string) => NoticeMode = tutorModeParser(['all'], ['details', 'edit', 'delete']);
export const parseStudentsMode: (search: string) => StudentsMode = tutorModeParser(['import'], ['details', 'edit', 'block', 'resetPassword']);
export const parsePhotosMode: (search: string) => PhotosMode = tutorModeParser(['all'], ['images', 'editSubject', 'delete', 'addPhotos']);

/** The query of `mode`, with its `?`; empty for home. */
export function tutorModeSearch(mode: TutorMode): string {
  if (mode.name === 'home') return '';
  return `?${new URLSearchParams('id' in mode ? { mode: mode.name, id: mode.id } : { mode: mode.name })}`;
}

/** A student's view: the list (`id` null), or one record, of `area` where the page has several. */
export interface StudentView {
  id: string | null;
  area: string | null;
}

export const studentList: StudentView = { id: null, area: null };

export function parseStudentView(search: string): StudentView {
  const query = new URLSearchParams(search);
  const id = query.get('id') || null;
  return { id, area: id ? query.get('area') || null : null };
}

export function studentViewSearch({ id, area }: StudentView): string {
  if (!id) return '';
  return `?${new URLSearchParams(area ? { area, id } : { id })}`;
}

/** The record a view shows, on either role's page: its id, or null for a view of none. */
export function shownRecord(view: TutorMode | StudentView): string | null {
  return 'id' in view ? view.id : null;
}
