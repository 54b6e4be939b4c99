import type { ReactNode } from 'react';
import { BackButton, ViewHeader } from '../../components/content/ViewHeader.tsx';
import type { PhotoSection } from '../../../contract/records/photo-section.ts';
import { photosText as text } from '../../strings/photos.ts';
import { PhotoGrid, type PhotoGridProps } from './PhotoGrid.tsx';

export interface SectionPhotosProps extends Pick<PhotoGridProps, 'layout' | 'item'> {
  section: PhotoSection;
  /** Whether the heading, the subject, takes the focus (see ViewHeading). */
  focus: boolean;
  /** The heading's id: it names the grid, and takes the focus when a photo's button is gone. */
  headingId: string;
  /** The tutor's icon beside the heading, asking to add photos. */
  action?: ReactNode;
  /** Before Back: the student's large view of a photo. */
  children?: ReactNode;
  onBack: () => void;
}

/** One section's view, either role's (spec §2): the subject as title, its photos or the sentence saying there are none, and Back. */
export function SectionPhotos({ section, focus, headingId, action, layout, item, children, onBack }: SectionPhotosProps) {
  return (
    <section className="flex flex-col gap-4">
      <ViewHeader focus={focus} id={headingId} action={action}>
        {section.subject}
      </ViewHeader>
      {section.files.length === 0 ? <p className="text-slate-700">{text.noPhotos}</p> : null}
      <PhotoGrid photos={section.files} layout={layout} labelledBy={headingId} item={item} />
      {children}
      <BackButton className="self-start" onClick={onBack} />
    </section>
  );
}
