import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { PhotoFile } from '../../../contract/records/photo-section.ts';
import { photoSrcSet, photoUrl } from './photo-sources.ts';

/** How a role's page lays its photos out; the browser picks a copy from `sizes`. */
export interface PhotoLayout {
  columns: 1 | 2;
  /** The `sizes` attribute: how wide each photo shows at each screen width. */
  sizes: string;
  /** A fixed width in CSS pixels (narrower where the screen is); left out, a photo fills its column. */
  width?: number;
}

export interface PhotoGridProps {
  photos: readonly PhotoFile[];
  layout: PhotoLayout;
  /** The id of the heading that names the grid. */
  labelledBy: string;
  /** What each photo shows around its image: a button opening it, a delete button beside it. */
  item: (photo: PhotoFile, image: ReactNode) => ReactNode;
}

/**
 * A section's photos, for both roles (spec §2, §9): each image offers its renditions and the
 * original in `srcset`, so a phone downloads a small copy; it loads lazily, and its width and
 * height keep its place while it loads.
 */
export function PhotoGrid({ photos, layout, labelledBy, item }: PhotoGridProps) {
  return (
    <ul aria-labelledby={labelledBy} className={clsx('grid gap-3', layout.columns === 2 ? 'max-w-3xl grid-cols-2' : 'grid-cols-1')}>
      {photos.map((photo) => (
        <li key={photo.filePath} className="min-w-0">
          {item(photo, <PhotoImage photo={photo} layout={layout} />)}
        </li>
      ))}
    </ul>
  );
}

function PhotoImage({ photo, layout }: { photo: PhotoFile; layout: PhotoLayout }) {
  const width = layout.width ?? photo.width;
  return (
    <img
      src={photoUrl(photo.filePath)}
      srcSet={photoSrcSet(photo)}
      sizes={layout.sizes}
      alt={photo.fileName}
      width={width}
      height={Math.round((photo.height * width) / photo.width)}
      loading="lazy"
      decoding="async"
      className={clsx('h-auto rounded-md bg-slate-100 ring-1 ring-slate-200', layout.width ? 'max-w-full' : 'w-full')}
    />
  );
}
