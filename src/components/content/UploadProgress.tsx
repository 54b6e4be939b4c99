import type { UploadProgress } from '../../lib/api/upload.ts';
import { uploadText } from '../../strings/content.ts';
import { Button } from '../ui/button.tsx';

/** A running upload: how much is sent, and a way to stop it. */
export function UploadProgressBar({ progress, onCancel }: { progress: UploadProgress; onCancel: () => void }) {
  const known = progress.total > 0;
  const percent = known ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <div className="flex flex-col gap-2">
      <progress
        aria-label={uploadText.progress}
        value={known ? progress.loaded : 0}
        max={known ? progress.total : 1}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">{uploadText.percent(percent)}</p>
        <Button variant="outline" onClick={onCancel}>
          {uploadText.cancel}
        </Button>
      </div>
    </div>
  );
}
