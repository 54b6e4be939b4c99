import { useState } from 'react';
import { ChosenFiles } from '../../components/content/ChosenFiles.tsx';
import { FileField } from '../../components/content/fields.tsx';
import { UploadProgressBar } from '../../components/content/UploadProgress.tsx';
import { ImagePlus } from '../../components/icons/image-plus.ts';
import { Button } from '../../components/ui/button.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import type { PhotoSection } from '../../../contract/records/photo-section.ts';
import { questionToggle, type ModeQuestion } from '../../lib/content/mode-question.ts';
import { recordPath } from '../../lib/content/save-change.ts';
import type { PhotosMode } from '../../lib/content/url-mode.ts';
import { useChange } from '../../lib/content/use-change.ts';
import { photosText as text } from '../../strings/photos.ts';
import { isPhotoSection, tutorPhotos } from './area.ts';
import { photosForm, PHOTO_TYPES } from './photos-form.ts';
import { imagesMode, type PhotosPage } from './views.ts';

/**
 * The images view's top icon and its question (spec §2): 'Add+' chooses photos, and once some
 * are chosen 'Upload Files' adds them to the section with one progress bar. The question is
 * the address's addPhotos mode, so Back closes it.
 */
export function AddPhotosDialog({ page: { nav, list }, section }: { page: PhotosPage; section: PhotoSection }) {
  const question: ModeQuestion<PhotosMode> = { ask: (id) => ({ name: 'addPhotos', id }), over: imagesMode(section._id) };
  const addButton = (
    <Button variant="outline" size="icon" aria-label={text.addPhotos}>
      <ImagePlus aria-hidden="true" className="size-5" />
    </Button>
  );
  return (
    <Dialog {...questionToggle(nav, question, section._id)}>
      <DialogTrigger asChild>{addButton}</DialogTrigger>
      <DialogContent title={text.addPhotosQuestion}>
        <AddPhotosForm list={list} section={section} onAdded={() => nav.returnTo(question.over)} />
      </DialogContent>
    </Dialog>
  );
}

function AddPhotosForm({ list, section, onAdded }: Pick<PhotosPage, 'list'> & { section: PhotoSection; onAdded: () => void }) {
  const [files, setFiles] = useState<readonly File[]>([]);
  const change = useChange(list, isPhotoSection);
  const send = () =>
    void change.send(recordPath(tutorPhotos.path, section._id), 'PUT', photosForm(section.subject, files), {
      place: 'same',
      done: text.photosAdded(files.length),
      then: onAdded,
    });

  return (
    <div className="mt-4 flex flex-col gap-4">
      <fieldset disabled={change.busy} className="flex min-w-0 flex-col gap-4">
        <FileField label={text.addMore} accept={PHOTO_TYPES} multiple onFiles={setFiles} />
        <ChosenFiles files={files} label={text.chosen(files.length)} />
      </fieldset>
      {change.upload ? <UploadProgressBar {...change.upload} /> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="outline" disabled={change.busy}>
            {text.cancel}
          </Button>
        </DialogClose>
        {files.length > 0 ? (
          <NetworkButton disabled={change.busy} onClick={send}>
            {text.uploadFiles}
          </NetworkButton>
        ) : null}
      </div>
    </div>
  );
}
