import { useState } from 'react';
import { fileMessages } from '../../../contract/strings/files.ts';
import { photoMessages } from '../../../contract/strings/validation.ts';

/**
 * A file a form cannot be sent without: its message shows once the chooser was used or the
 * form submitted, as the other fields' do.
 */
export function useRequiredFile() {
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  return {
    file,
    error: touched && !file ? fileMessages.missing : undefined,
    /** For the chooser's `onFile`. */
    choose: (chosen: File | null) => {
      setFile(chosen);
      setTouched(true);
    },
    /** On submit: shows the message if no file is chosen; returns the file. */
    submit(): File | null {
      setTouched(true);
      return file;
    },
  };
}

/**
 * Several files a form cannot be sent without, at least one (the photos of a section): as
 * `useRequiredFile`, for a chooser with `multiple`.
 */
export function useRequiredFiles() {
  const [files, setFiles] = useState<readonly File[]>([]);
  const [touched, setTouched] = useState(false);
  return {
    files,
    error: touched && files.length === 0 ? photoMessages.filesRequired : undefined,
    /** For the chooser's `onFiles`. */
    choose: (chosen: readonly File[]) => {
      setFiles(chosen);
      setTouched(true);
    },
    /** On submit: shows the message if none is chosen; returns the files, empty when none. */
    submit(): readonly File[] {
      setTouched(true);
      return files;
    },
  };
}
