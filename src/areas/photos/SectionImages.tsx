import { useId, useState } from 'react';
import { Trash } from '../../components/icons/trash.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import type { PhotoFile, PhotoSection } from '../../../contract/records/photo-section.ts';
import { recordPath } from '../../lib/content/save-change.ts';
import { useChange } from '../../lib/content/use-change.ts';
import { useFocusAfterRemoval } from '../../lib/content/use-record-delete.ts';
import { photosText as text } from '../../strings/photos.ts';
import { AddPhotosDialog } from './AddPhotosDialog.tsx';
import { isPhotoSection, tutorPhotos } from './area.ts';
import type { PhotoLayout } from './PhotoGrid.tsx';
import { SectionPhotos } from './SectionPhotos.tsx';
import { allMode, type PhotosPage } from './views.ts';

/** Each photo 500 px wide (spec §9), the screen's width less the page's margins where that is narrower. */
const tutorLayout: PhotoLayout = { columns: 1, width: 500, sizes: '(min-width: 34rem) 500px, calc(100vw - 2rem)' };

/**
 * The images view (spec §2): the subject as title, each photo with its delete question, and
 * the icon asking to add photos. Back returns to all.
 */
export function SectionImages({ page, section }: { page: PhotosPage; section: PhotoSection }) {
  const headingId = useId();
  const [asked, setAsked] = useState<string | null>(null);
  const change = useChange(page.list, isPhotoSection);
  const { remove, onCloseAutoFocus } = useFocusAfterRemoval(headingId);

  function deletePhoto({ filePath, fileName }: PhotoFile) {
    const gone = () => {
      remove(filePath);
      setAsked(null);
    };
    void change.send(recordPath(tutorPhotos.path, section._id), 'PATCH', { filePath, fileName }, { place: 'same', done: text.photoDeleted, then: gone });
  }

  return (
    <SectionPhotos
      section={section}
      focus={page.nav.moved}
      headingId={headingId}
      action={<AddPhotosDialog page={page} section={section} />}
      layout={tutorLayout}
      item={(photo, image) => (
        <div className="flex items-start gap-2">
          {/* Lets the image shrink beside its button on a narrow screen. */}
          <div className="min-w-0">{image}</div>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="icon" className="shrink-0" aria-label={`${text.deletePhoto}: ${photo.fileName}`}>
                <Trash aria-hidden="true" className="size-5 text-danger-700" />
              </Button>
            }
            question={text.deletePhotoQuestion}
            confirmLabel={text.delete}
            cancelLabel={text.cancel}
            onConfirm={() => deletePhoto(photo)}
            open={asked === photo.filePath}
            onOpenChange={(open) => setAsked(open ? photo.filePath : null)}
            busy={change.busy}
            onCloseAutoFocus={onCloseAutoFocus(photo.filePath)}
          />
        </div>
      )}
      onBack={() => page.nav.returnTo(allMode)}
    />
  );
}
