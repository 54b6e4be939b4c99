import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { ChosenFiles } from '../../components/content/ChosenFiles.tsx';
import { FileField } from '../../components/content/fields.tsx';
import { UploadProgressBar } from '../../components/content/UploadProgress.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import type { PhotoSection } from '../../../contract/records/photo-section.ts';
import { recordPath, saveChange } from '../../lib/content/save-change.ts';
import { useUpload } from '../../lib/content/use-upload.ts';
import { photosText as text } from '../../strings/photos.ts';
import { isPhotoSection, tutorPhotos } from './area.ts';
import { photosForm, PHOTO_TYPES } from './photos-form.ts';
import { imagesMode, type PhotoViewProps } from './views.ts';

/**
 * The images view's top icon and its question (spec §2): 'Add+' chooses photos, and once some
 * are chosen 'Upload Files' adds them to the section with one progress bar. The question is
 * the address's addPhotos mode, so Back closes it.
 */
export function AddPhotosDialog({ nav, list, section }: PhotoViewProps & { section: PhotoSection }) {
  const open = nav.mode.name === 'addPhotos';
  return (
    <Dialog open={open} onOpenChange={(opening) => (opening ? nav.open({ name: 'addPhotos', id: section._id }) : nav.returnTo(imagesMode(section._id)))}>
      <DialogTrigger asChild>
        <Button variant="outline" size="icon" aria-label={text.addPhotos}>
          <ImagePlus aria-hidden="true" className="size-5" />
        </Button>
      </DialogTrigger>
      <DialogContent title={text.addPhotosQuestion}>
        <AddPhotosForm list={list} section={section} onAdded={() => nav.returnTo(imagesMode(section._id))} />
      </DialogContent>
    </Dialog>
  );
}

function AddPhotosForm({ list, section, onAdded }: Pick<PhotoViewProps, 'list'> & { section: PhotoSection; onAdded: () => void }) {
  const [files, setFiles] = useState<readonly File[]>([]);
  const [busy, setBusy] = useState(false);
  const upload = useUpload();

  async function send() {
    setBusy(true);
    const path = recordPath(tutorPhotos.path, section._id);
    await saveChange(list, isPhotoSection, () => upload.send(path, photosForm(section.subject, files), 'PUT'), {
      place: 'same',
      done: text.photosAdded(files.length),
      then: onAdded,
    });
    setBusy(false);
  }

  return (
    <div className="mt-4 flex flex-col gap-4">
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
        <FileField label={text.addMore} accept={PHOTO_TYPES} multiple onFiles={setFiles} />
        <ChosenFiles files={files} label={text.chosen(files.length)} />
      </fieldset>
      {upload.progress ? <UploadProgressBar progress={upload.progress} onCancel={upload.cancel} /> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            {text.cancel}
          </Button>
        </DialogClose>
        {files.length > 0 ? (
          <NetworkButton disabled={busy} onClick={() => void send()}>
            {text.uploadFiles}
          </NetworkButton>
        ) : null}
      </div>
    </div>
  );
}
