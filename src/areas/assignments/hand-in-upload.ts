import { useState } from 'react';
import { isAbort } from '../../lib/api/upload.ts';
import { useUpload } from '../../lib/content/use-upload.ts';
import type { OwnSubmission } from '../../../contract/records/coursework.ts';
import { fileStates } from './hand-in-files.ts';
import { submissionPath } from './hand-in-submission.ts';

/**
 * A hand-in being written: the chosen files, the answer, the upload and why it was refused.
 * A refusal or a lost connection keeps everything chosen and written, so the student sends it again.
 * The server alone checks the hand-in (how many files, the answer's length, that it holds
 * something): its rules are in a zod module that would more than double what the form loads.
 */
export function useHandIn(assignmentId: string, draftText: string, onHandedIn: (submission: OwnSubmission) => void) {
  const upload = useUpload();
  const [files, setFiles] = useState<File[]>([]);
  const [text, setText] = useState(draftText);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The server's refusal refuses the files sent; a check in the form refuses none of them.
  const [filesRefused, setFilesRefused] = useState(false);

  function choose(chosen: File[]) {
    setRefusal(null);
    setFilesRefused(false);
    setFiles(chosen);
  }

  async function send() {
    setRefusal(null);
    setFilesRefused(false);
    const form = new FormData();
    for (const file of files) form.append('files', file);
    form.append('text', text);
    try {
      const { submission } = await upload.send<{ submission: OwnSubmission }>(submissionPath(assignmentId), form, 'PUT');
      onHandedIn(submission);
    } catch (error) {
      if (isAbort(error)) return;
      setRefusal(error instanceof Error ? error.message : String(error));
      setFilesRefused(true);
    }
  }

  return {
    files,
    states: fileStates(files, upload.progress, filesRefused),
    text,
    setText,
    refusal,
    choose,
    send,
    busy: upload.progress !== null,
    running: upload.progress ? { progress: upload.progress, onCancel: upload.cancel } : null,
  };
}
