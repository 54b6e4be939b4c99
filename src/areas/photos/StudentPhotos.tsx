import { useId, useRef, useState, type ReactNode } from 'react';
import type { RecordBack } from '../../components/content/RecordDetails.tsx';
import { StudentRecords, type StudentListing } from '../../components/content/StudentRecords.tsx';
import type { PhotoFile, PhotoSection } from '../../../contract/records/photo-section.ts';
import { photosText as text } from '../../strings/photos.ts';
import { studentPhotos } from './area.ts';
import type { PhotoLayout } from './PhotoGrid.tsx';
import { PhotoViewer } from './PhotoViewer.tsx';
import { SectionPhotos } from './SectionPhotos.tsx';

/**
 * Two columns (spec §9). A column is half the screen less the page's margins and the gap, so a
 * 360 px phone asks for about 160 px and takes the 480 rendition even at three device pixels per
 * CSS pixel; past 48rem the grid stops growing.
 */
const studentLayout: PhotoLayout = { columns: 2, sizes: '(min-width: 48rem) 23rem, calc(50vw - 1.5rem)' };

/** 'Photo Catagories', the sections by subject; each opens its grid (spec §2). */
const listing: StudentListing<PhotoSection> = {
  endpoint: studentPhotos,
  news: 'photos',
  heading: text.categories,
  empty: text.noCategories,
  layout: { kind: 'list', titleOf: (section) => section.subject },
  view: (section, back) => <SectionGrid section={section} {...back} />,
};

/** The student's photos page (island). */
export default function StudentPhotos() {
  return <StudentRecords listing={listing} />;
}

/** A section's photos, each a button that shows it large. */
function SectionGrid({ section, focus, onBack }: RecordBack & { section: PhotoSection }) {
  const headingId = useId();
  const [shown, setShown] = useState<PhotoFile | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const zoomable = (photo: PhotoFile, image: ReactNode) => (
    // The image's alt text, its file name, names the button.
    <button
      type="button"
      className="block w-full cursor-zoom-in rounded-md"
      onClick={(event) => {
        opener.current = event.currentTarget;
        setShown(photo);
      }}
    >
      {image}
    </button>
  );
  return (
    <SectionPhotos section={section} focus={focus} headingId={headingId} layout={studentLayout} item={zoomable} onBack={onBack}>
      <PhotoViewer photo={shown} onClose={() => setShown(null)} opener={opener} />
    </SectionPhotos>
  );
}
