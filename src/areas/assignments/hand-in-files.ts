import type { UploadProgress } from '../../lib/api/upload.ts';

/** Where one chosen file stands in a hand-in. */
export type HandInFileState = 'waiting' | 'uploading' | 'done' | 'refused' | 'notSent';

/** What became of a hand-in's files that did not go in: refused by the server, or never sent whole (the connection lost); null until then. */
export type FilesFailed = 'refused' | 'notSent' | null;

/**
 * Each chosen file's state: the files go in order in one upload, so a file is sent once the
 * bytes sent reach its end, and is being sent while they are within it; a refusal refuses them all,
 * and a lost connection leaves them all unsent (the hand-in is one, and the previous one stays).
 */
export function fileStates(files: readonly File[], progress: UploadProgress | null, failed: FilesFailed): HandInFileState[] {
  if (failed) return files.map(() => failed);
  if (!progress) return files.map(() => 'waiting');
  let end = 0;
  return files.map((file) => {
    const start = end;
    end += file.size;
    if (progress.loaded >= end && progress.total > 0) return 'done';
    return progress.loaded > start || start === 0 ? 'uploading' : 'waiting';
  });
}
