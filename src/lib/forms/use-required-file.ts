import { useState } from 'react';
import { fileMessages } from '../../strings/files.ts';

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
    choose(chosen: File | null) {
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
