import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

/** What a control inside a FieldFrame carries, so assistive technology reads its label and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldFrameProps {
  label: string;
  /** Shown under the field in red and tied to the control. */
  error?: string;
  /** Shown under the label and tied to the control: what the field takes ('Optional: an image or a PDF'). */
  hint?: string;
  className?: string;
  /** The control, given the props that tie it to the label and the error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label above a control and its error below: every form field's frame. */
export function FieldFrame({ label, error, hint, className, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({ id, ...(error ? { 'aria-invalid': true } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's or a group's message, named by `id` for the control's `aria-describedby`; nothing without one. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm text-danger-700">
      {error}
    </p>
  ) : null;
}
