import clsx from 'clsx';
import { useId, type TextareaHTMLAttributes } from 'react';

const labelClass = 'text-sm font-medium text-slate-700';
const errorClass = 'text-sm text-danger-700';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
}

/** A labelled multi-line field whose error is tied to it, like TextField. */
export function TextAreaField({ label, error, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx('w-full rounded-md border bg-white px-3 py-2 text-base', error ? 'border-danger-600' : 'border-slate-300')}
        {...textarea}
      />
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface FileFieldProps {
  label: string;
  error?: string;
  /** The file chosen, or null when the choice was cleared. */
  onFile: (file: File | null) => void;
}

/** A labelled file chooser. The browser keeps the chosen file while the form stays on screen. */
export function FileField({ label, error, onFile }: FileFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        name="file"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="block w-full min-w-0 text-base text-slate-700 file:mr-3 file:h-11 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:font-medium file:text-slate-900 hover:file:bg-slate-100"
      />
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
