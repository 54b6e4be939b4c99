import { useState } from 'react';
import { isUnreached } from '../../lib/api/client.ts';
import { isAbort } from '../../lib/api/upload.ts';
import { useUpload } from '../../lib/content/use-upload.ts';
import type { OwnSubmission } from '../../../contract/records/coursework.ts';
import { fileMessages } from '../../../contract/strings/files.ts';
import { HAND_IN_FILES_MAX } from '../../../contract/validation/limits.ts';
import { handInDraft } from './hand-in-draft.ts';
import { fileStates, type FilesFailed } from './hand-in-files.ts';
import { submissionPath } from './hand-in-submission.ts';

/**
 * A hand-in being written: the chosen files, the answer, the upload and why it was refused.
 * A refusal or a lost connection keeps everything chosen and written, so the student sends it
 * again; the answer outlives a reload too (`handInDraft`).
 * The form checks only how many files there are; the server checks the rest (the answer's
 * length, that it holds something): its rules are in a zod module that would more than double
 * what the form loads.
 */
export function useHandIn(assignmentId: string, draftText: string, onHandedIn: (submission: OwnSubmission) => void, onRefused: () => void) {
  const upload = useUpload();
  const [draft] = useState(() => handInDraft(assignmentId));
  const [files, setFiles] = useState<File[]>([]);
  // Work taken back comes back into the form, and is kept as the draft from then on.
  const [text, setTextShown] = useState(() => {
    const start = draftText || draft.read();
    draft.keep(start);
    return start;
  });
  const setText = (written: string) => {
    setTextShown(written);
    draft.keep(written);
  };
  const [refusal, setRefusal] = useState<string | null>(null);
  // What became of the files sent: refused by the server, or not sent at all (the connection lost).
  const [filesFailed, setFilesFailed] = useState<FilesFailed>(null);

  function choose(chosen: File[]) {
    setRefusal(null);
    setFilesFailed(null);
    setFiles(chosen);
  }

  async function send() {
    // Said before a byte is sent, in the server's words: a phone's upload is not spent on it.
    if (files.length > HAND_IN_FILES_MAX) {
      setRefusal(fileMessages.tooManyFiles(HAND_IN_FILES_MAX));
      return;
    }
    setRefusal(null);
    setFilesFailed(null);
    const form = new FormData();
    for (const file of files) form.append('files', file);
    form.append('text', text);
    try {
      const { submission } = await upload.send<{ submission: OwnSubmission }>(submissionPath(assignmentId), form, 'PUT');
      draft.keep('');
      onHandedIn(submission);
    } catch (error) {
      if (isAbort(error)) return;
      setRefusal(error instanceof Error ? error.message : String(error));
      const unreached = isUnreached(error);
      setFilesFailed(unreached ? 'notSent' : 'refused');
      if (!unreached) onRefused();
    }
  }

  return {
    files,
    states: fileStates(files, upload.progress, filesFailed),
    text,
    setText,
    refusal,
    choose,
    send,
    busy: upload.progress !== null,
    running: upload.progress ? { progress: upload.progress, onCancel: upload.cancel } : null,
  };
}
