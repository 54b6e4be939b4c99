import { useState } from 'react';
import { callApi } from '../api/client.ts';
import { saveChange, type ChangeOutcome } from './save-change.ts';
import type { Records } from './use-records.ts';
import { useUpload, type RunningUpload } from './use-upload.ts';

/** A change's body: a multipart form when it carries files, else JSON. */
export type ChangeBody = FormData | Record<string, unknown>;

export type ChangeMethod = 'POST' | 'PUT' | 'PATCH';

export interface Change {
  /** While a change is being sent: the form's fields wait, keeping what was typed and chosen. */
  busy: boolean;
  /** The upload under way, or null while none runs. */
  upload: RunningUpload | null;
  /** Sends the change, then shows the answered record in the list and moves on, as saveChange does. */
  send: (path: string, method: ChangeMethod, body: ChangeBody, outcome: ChangeOutcome) => Promise<void>;
}

/**
 * A tutor's change to one of the page's records, saved to the list once the server has it:
 * whether it is being sent, and its upload's progress when it carries files.
 *
 * @param list the page's list, updated in place and refreshed
 * @param isRecord whether the server's answer is one record of the list
 * @example const change = useChange(list, isUser); void change.send(path, 'PUT', details, { place: 'same', done, then: back });
 */
export function useChange<T extends { _id: string }>(list: Records<T>, isRecord: (value: unknown) => value is T): Change {
  const [busy, setBusy] = useState(false);
  const upload = useUpload();

  async function send(path: string, method: ChangeMethod, body: ChangeBody, outcome: ChangeOutcome) {
    setBusy(true);
    await saveChange(list, isRecord, () => sendBody(upload, path, method, body), outcome);
    setBusy(false);
  }

  return { busy, upload: upload.progress ? { progress: upload.progress, onCancel: upload.cancel } : null, send };
}

/** Sends a form with files as an upload with progress, anything else as JSON. */
export function sendBody(upload: { send: (path: string, form: FormData, method: ChangeMethod) => Promise<unknown> }, path: string, method: ChangeMethod, body: ChangeBody): Promise<unknown> {
  return body instanceof FormData ? upload.send(path, body, method) : callApi<unknown>(path, { method, body });
}
