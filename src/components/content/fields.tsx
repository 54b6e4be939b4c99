import clsx from 'clsx';
import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../ui/field-frame.tsx';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
}

/** A labelled multi-line field whose error is tied to it, like TextField. */
export function TextAreaField({ label, error, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={5}
          className={clsx('w-full rounded-md border bg-white px-3 py-2 text-base', error ? 'border-danger-600' : 'border-slate-300')}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

interface FileFieldCommon {
  label: string;
  error?: string;
  /** What the chooser takes, under its label: 'Optional: an image or a PDF'. */
  hint?: string;
  /** A form that can be sent without a file; by default one is required. */
  optional?: boolean;
  /** The types the chooser offers first; the server still checks each file's content. */
  accept?: string;
}

/** One file (`onFile`), or several at once (`multiple` with `onFiles`). */
export type FileFieldProps = FileFieldCommon &
  ({ multiple?: false; onFile: (file: File | null) => void } | { multiple: true; onFiles: (files: File[]) => void });

/** A labelled file chooser. The browser keeps the chosen files while the form stays on screen. */
export function FileField({ label, error, hint, optional = false, accept, ...choice }: FileFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="file"
          name={choice.multiple ? 'files' : 'file'}
          accept={accept}
          multiple={choice.multiple}
          required={!optional}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            if (choice.multiple) choice.onFiles(files);
            else choice.onFile(files[0] ?? null);
          }}
          className="block w-full min-w-0 text-base text-slate-700 file:me-3 file:h-11 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:font-medium file:text-slate-900 hover:file:bg-slate-100"
        />
      )}
    </FieldFrame>
  );
}
