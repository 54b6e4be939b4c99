import { fieldOf, hasTexts, recordsIn, type ListEndpoint } from '../../lib/content/list-answer.ts';
import type { PhotoFile, PhotoSection } from '../../../contract/records/photo-section.ts';

const hasPhotoTexts = hasTexts<PhotoFile>(['filePath', 'fileName']);
const isPhotoFile = (value: unknown): value is PhotoFile =>
  hasPhotoTexts(value) && typeof value.width === 'number' && typeof value.height === 'number' && Array.isArray(value.renditions);
const hasSectionTexts = hasTexts<PhotoSection>(['_id', 'subject']);

/** Whether an answer is one section: a change's answer goes into the list at once. */
export function isPhotoSection(value: unknown): value is PhotoSection {
  const files = fieldOf(value, 'files');
  return hasSectionTexts(value) && Array.isArray(files) && files.every(isPhotoFile);
}

/** The tutor's list: the sections themselves, a bare array (spec §7). */
export const tutorPhotos: ListEndpoint<PhotoSection> = {
  path: '/tutor/home/photos',
  readList: (answer) => recordsIn(answer, isPhotoSection),
};

/** The student's list: `{photos}`. */
export const studentPhotos: ListEndpoint<PhotoSection> = {
  path: '/student/home/photos',
  readList: (answer) => recordsIn(fieldOf(answer, 'photos'), isPhotoSection),
};
