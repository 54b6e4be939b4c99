import type { PhotoSection } from '../../../contract/records/photo-section.ts';
import type { PhotosMode } from '../../lib/content/url-mode.ts';
import type { AreaPage } from '../../lib/content/use-area-page.ts';

/** What every view of the tutor's photos page gets: the mode in the address and the list of sections. */
export type PhotosPage = AreaPage<PhotosMode, PhotoSection>;

export const homeMode: PhotosMode = { name: 'home' };
export const allMode: PhotosMode = { name: 'all' };
export const imagesMode = (id: string): PhotosMode => ({ name: 'images', id });
