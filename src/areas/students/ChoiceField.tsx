import type { ReactNode } from 'react';
import { FieldFrame } from '../../components/ui/field-frame.tsx';

export interface ChoiceFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled drop-down that narrows what the table shows: the students' class, and blocked or not. */
export function ChoiceField({ label, value, onChange, children }: ChoiceFieldProps) {
  return (
    <FieldFrame label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)} className="h-11 rounded-md border border-slate-300 bg-white px-3 text-base">
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
