import { useId, useState } from 'react';
import { dayMonthYearDigits } from '../../../contract/dates/codecs.ts';
import { DatePicker } from '../../components/date-picker/DatePicker.tsx';
import { Plus } from '../../components/icons/plus.ts';
import { X } from '../../components/icons/x.ts';
import { Button } from '../../components/ui/button.tsx';
import { schoolText as text } from '../../strings/school.ts';
import { holidayInWords } from './area.ts';
import { FieldError } from '../../components/ui/field-frame.tsx';

interface HolidayListProps {
  /** `YYYY-MM-DD`, in order. */
  value: readonly string[];
  onChange: (holidays: string[]) => void;
  /** The list's error from the settings' rules (too many, a day that is not real). */
  error?: string;
}

/**
 * The school's holidays: a list, each with Remove, and the date picker with Add. A date typed
 * wrong stays in the field with its message; a day already listed is listed once.
 */
export function HolidayList({ value, onChange, error }: HolidayListProps) {
  const headingId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const [unreadable, setUnreadable] = useState(false);

  function add() {
    const day = dayMonthYearDigits.parse(typed);
    setUnreadable(day === null);
    if (day === null) return;
    onChange([...new Set([...value, day])].sort());
    setTyped('');
  }

  return (
    <section aria-labelledby={headingId} aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-medium text-slate-700">
        {text.holidays}
      </h3>
      {value.length === 0 ? (
        <p className="text-slate-700">{text.noHolidays}</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col divide-y divide-slate-200 rounded-md bg-white ring-1 ring-slate-200">
          {value.map((day) => (
            <li key={day} className="flex items-center justify-between gap-2 ps-3">
              {holidayInWords(day)}
              <Button variant="ghost" size="icon" aria-label={text.removeHoliday(holidayInWords(day))} onClick={() => onChange(value.filter((each) => each !== day))}>
                <X aria-hidden="true" className="size-5" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} error={error} />
      <div className="flex flex-wrap items-end gap-3">
        {/* Enter in the date field adds the day, as Add does, rather than saving the whole form without it. */}
        {/* eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- only listens to the Enter its text field sends up; the field and Add are the controls. */}
        <div
          className="min-w-56 flex-1"
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
            event.preventDefault();
            add();
          }}
        >
          <DatePicker
            label={text.holiday}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setUnreadable(false);
            }}
            error={unreadable ? text.holidayUnreadable : undefined}
          />
        </div>
        <Button variant="outline" onClick={add}>
          <Plus aria-hidden="true" className="size-5" />
          {text.addHoliday}
        </Button>
      </div>
    </section>
  );
}
