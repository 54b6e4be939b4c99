import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './field-frame.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field in red and announced to screen readers. */
  error?: string;
  /** Placed inside the field's right edge, e.g. a show-password toggle. */
  trailing?: ReactNode;
}

/** A labelled input whose error is tied to it, so assistive technology reads both. */
export function TextField({ label, error, trailing, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            className={clsx(
              'h-11 w-full rounded-md border bg-white px-3 text-base',
              error ? 'border-danger-600' : 'border-slate-300',
              trailing ? 'pe-12' : undefined,
            )}
            {...input}
            aria-describedby={[control['aria-describedby'], input['aria-describedby']].filter(Boolean).join(' ') || undefined}
          />
          {trailing ? <div className="absolute inset-y-0 end-0 flex items-center">{trailing}</div> : null}
        </div>
      )}
    </FieldFrame>
  );
}
