import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { BackButton, ViewHeader } from '../../components/content/ViewHeader.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { callApi } from '../../lib/api/client.ts';
import type { PhotoFile, PhotoSection } from '../../../contract/records/photo-section.ts';
import { recordPath, saveChange } from '../../lib/content/save-change.ts';
import { useFocusAfterRemoval } from '../../lib/content/use-record-delete.ts';
import { photosText as text } from '../../strings/photos.ts';
import { AddPhotosDialog } from './AddPhotosDialog.tsx';
import { isPhotoSection, tutorPhotos } from './area.ts';
import { PhotoGrid, type PhotoLayout } from './PhotoGrid.tsx';
import { allMode, type PhotoViewProps } from './views.ts';

/** Each photo 500 px wide (spec §9), the screen's width less the page's margins where that is narrower. */
const tutorLayout: PhotoLayout = { columns: 1, width: 500, sizes: '(min-width: 34rem) 500px, calc(100vw - 2rem)' };

/**
 * The images view (spec §2): the subject as title, each photo with its delete question, and
 * the icon asking to add photos. Back returns to all.
 */
export function SectionImages({ nav, list, section }: PhotoViewProps & { section: PhotoSection }) {
  const headingId = useId();
  const [asked, setAsked] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { removed, onCloseAutoFocus } = useFocusAfterRemoval(headingId);
  const path = recordPath(tutorPhotos.path, section._id);

  async function deletePhoto({ filePath, fileName }: PhotoFile) {
    setDeleting(true);
    await saveChange(list, isPhotoSection, () => callApi<unknown>(path, { method: 'PATCH', body: { filePath, fileName } }), {
      place: 'same',
      done: text.photoDeleted,
      then: () => {
        removed.add(filePath);
        setAsked(null);
      },
    });
    setDeleting(false);
  }

  return (
    <section className="flex flex-col gap-4">
      <ViewHeader focus={nav.moved} id={headingId} action={<AddPhotosDialog nav={nav} list={list} section={section} />}>
        {section.subject}
      </ViewHeader>
      {section.files.length === 0 ? <p className="text-slate-700">{text.noPhotos}</p> : null}
      <PhotoGrid
        photos={section.files}
        layout={tutorLayout}
        labelledBy={headingId}
        item={(photo, image) => (
          <div className="flex items-start gap-2">
            {/* Lets the image shrink beside its button on a narrow screen. */}
            <div className="min-w-0">{image}</div>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="icon" className="shrink-0" aria-label={`${text.deletePhoto}: ${photo.fileName}`}>
                  <Trash2 aria-hidden="true" className="size-5 text-danger-700" />
                </Button>
              }
              question={text.deletePhotoQuestion}
              confirmLabel={text.delete}
              cancelLabel={text.cancel}
              onConfirm={() => void deletePhoto(photo)}
              open={asked === photo.filePath}
              onOpenChange={(open) => setAsked(open ? photo.filePath : null)}
              busy={deleting}
              onCloseAutoFocus={onCloseAutoFocus(photo.filePath)}
            />
          </div>
        )}
      />
      <BackButton className="self-start" onClick={() => nav.returnTo(allMode)} />
    </section>
  );
}
