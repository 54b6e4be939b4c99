import type { UploadProgress } from '../../lib/api/upload.ts';

/** Where one chosen file stands in a hand-in. */
export type HandInFileState = 'waiting' | 'uploading' | 'done' | 'refused';

/**
 * Each chosen file's state: the files go in order in one upload, so a file is sent once the
 * bytes sent reach its end, and is being sent while they are within it; a refusal refuses them all
 * (the hand-in is one, and the previous one stays).
 */
export function fileStates(files: readonly File[], progress: UploadProgress | null, refused: boolean): HandInFileState[] {
  if (refused) return files.map(() => 'refused');
  if (!progress) return files.map(() => 'waiting');
  let end = 0;
  return files.map((file) => {
    const start = end;
    end += file.size;
    if (progress.loaded >= end && progress.total > 0) return 'done';
    return progress.loaded > start || start === 0 ? 'uploading' : 'waiting';
  });
}
