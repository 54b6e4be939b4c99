import { useId } from 'react';
import { schoolText as text } from '../../strings/school.ts';
import { WEEKDAYS_IN_ORDER, weekdayName } from './area.ts';
import { FieldError } from '../../components/ui/field-frame.tsx';

interface ClosedWeekdaysProps {
  /** The closed weekdays, 0 = Sunday … 6. */
  value: readonly number[];
  onChange: (weekdays: number[]) => void;
  error?: string;
}

/** The weekdays the school is closed, as seven boxes, Monday first; the group's error is read with it. */
export function ClosedWeekdays({ value, onChange, error }: ClosedWeekdaysProps) {
  const errorId = useId();
  const toggle = (weekday: number) => onChange(value.includes(weekday) ? value.filter((day) => day !== weekday) : [...value, weekday].sort());
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{text.closedWeekdays}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {WEEKDAYS_IN_ORDER.map((weekday) => (
          <label key={weekday} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input type="checkbox" checked={value.includes(weekday)} onChange={() => toggle(weekday)} className="size-6 shrink-0 accent-brand-700" />
            {weekdayName(weekday)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
