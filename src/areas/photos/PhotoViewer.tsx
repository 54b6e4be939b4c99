import type { RefObject } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import type { PhotoFile } from '../../../contract/records/photo-section.ts';
import { photosText as text } from '../../strings/photos.ts';
import { largePhoto } from './photo-sources.ts';

export interface PhotoViewerProps {
  /** The photo shown, or null while the dialog is closed. */
  photo: PhotoFile | null;
  onClose: () => void;
  /** The button that opened it, which takes the focus back on close (the dialog has no trigger of its own). */
  opener: RefObject<HTMLElement | null>;
}

/** One photo shown large (the 1280 rendition) in a dialog titled by its file name, which is also its alt text. */
export function PhotoViewer({ photo, onClose, opener }: PhotoViewerProps) {
  const large = photo ? largePhoto(photo) : null;
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {photo && large ? (
        <DialogContent
          title={photo.fileName}
          wide
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <img
            src={large.url}
            alt={photo.fileName}
            width={large.width}
            height={large.height}
            decoding="async"
            className="mx-auto mt-4 h-auto max-h-[70vh] w-auto max-w-full rounded-md bg-slate-100"
          />
          <div className="mt-4 flex justify-end">
            <DialogClose asChild>
              <Button variant="outline">{text.close}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
