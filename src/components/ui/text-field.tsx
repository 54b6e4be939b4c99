import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field in red and announced to screen readers. */
  error?: string;
  /** Placed inside the field's right edge, e.g. a show-password toggle. */
  trailing?: ReactNode;
}

/** A labelled input whose error is tied to it, so assistive technology reads both. */
export function TextField({ label, error, trailing, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            'h-11 w-full rounded-md border bg-white px-3 text-base',
            error ? 'border-danger-600' : 'border-slate-300',
            trailing ? 'pr-12' : undefined,
          )}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
