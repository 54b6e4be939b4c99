import type { PhotoSection } from '../../../contract/records/photo-section.ts';
import type { PhotosMode } from '../../lib/content/url-mode.ts';
import type { Records } from '../../lib/content/use-records.ts';
import type { UrlMode } from '../../lib/content/use-url-mode.ts';

/** What every view of the tutor's photos page gets: the mode in the address and the list of sections. */
export interface PhotoViewProps {
  nav: UrlMode<PhotosMode>;
  list: Records<PhotoSection>;
}

export const homeMode: PhotosMode = { name: 'home' };
export const allMode: PhotosMode = { name: 'all' };
export const imagesMode = (id: string): PhotosMode => ({ name: 'images', id });
