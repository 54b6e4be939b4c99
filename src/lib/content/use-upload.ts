import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { uploadWithProgress, type UploadProgress } from '../api/upload.ts';

/** An upload under way, as its progress bar shows it: how much is sent, and its Cancel. */
export interface RunningUpload {
  progress: UploadProgress;
  onCancel: () => void;
}

export interface Upload {
  /** The running upload's progress, or null when none runs. */
  progress: UploadProgress | null;
  /** Sends a form, one at a time; rejects as uploadWithProgress does (an AbortError once cancelled). */
  send: <T>(path: string, form: FormData, method: 'POST' | 'PUT' | 'PATCH') => Promise<T>;
  cancel: () => void;
}

/** One upload with its progress and a way to cancel it; leaving the view cancels it too. */
export function useUpload(): Upload {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const send = useCallback(async <T,>(path: string, form: FormData, method: 'POST' | 'PUT' | 'PATCH') => {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ loaded: 0, total: 0 });
    try {
      return await uploadWithProgress<T>(path, form, { method, signal: controller.signal, onProgress: setProgress });
    } finally {
      running.current = null;
      setProgress(null);
    }
  }, []);
  const cancel = useCallback(() => running.current?.abort(), []);
  return useMemo(() => ({ progress, send, cancel }), [progress, send, cancel]);
}
