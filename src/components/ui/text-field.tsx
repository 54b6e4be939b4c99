import clsx from 'clsx';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame } from './field-frame.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field in red and announced to screen readers. */
  error?: string;
  /** Placed inside the field's right edge, e.g. a show-password toggle. */
  trailing?: ReactNode;
}

/** A labelled input whose error is tied to it, so assistive technology reads both; its ref is the input's. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, trailing, className, ...input }, ref) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
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
});
