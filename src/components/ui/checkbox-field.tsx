import { useId } from 'react';

export interface CheckboxFieldProps {
  label: string;
  /** Under the label, read out with the box: what ticking it does. */
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}

/** A box to tick with its label beside it and a hint under the label, both read with it. */
export function CheckboxField({ label, hint, checked, onChange, name }: CheckboxFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start gap-3">
      <input id={id} name={name} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={hintId} className="mt-2.5 size-6 shrink-0 accent-brand-700" />
      <div>
        <label htmlFor={id} className="flex min-h-11 items-center font-medium">
          {label}
        </label>
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      </div>
    </div>
  );
}
