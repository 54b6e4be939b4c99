import clsx from 'clsx';
import { useId, useState } from 'react';
import { dayMonthYearDigits, type CalendarDay } from '../../../contract/dates/codecs.ts';
import { clampDay } from '../../../contract/dates/month-grid.ts';
import { shownDayInWords } from '../../lib/dates/page-dates.ts';
import { datePickerText as text } from '../../strings/date-picker.ts';
import { CalendarDays } from '../icons/calendar-days.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogTrigger, ModalContent, PopoverContent } from '../ui/dialog.tsx';
import { FieldFrame } from '../ui/field-frame.tsx';
import { MonthCalendar } from './MonthCalendar.tsx';
import { schoolToday } from '../../stores/school.ts';

export interface DatePickerProps {
  label: string;
  /** The field's text as typed; a complete date reads DD/MM/YYYY. */
  value: string;
  /**
   * Called with `{ target: { value } }` both when the tutor types and when a day is picked
   * (then DD/MM/YYYY), the shape of an input's change event, so `{...form.field('date')}`
   * plugs in directly.
   */
  onChange: (event: { target: { value: string } }) => void;
  /** The field was left, or a day was picked: the form may now show its error. */
  onBlur?: () => void;
  /** Shown under the field in red and tied to the input. */
  error?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A date field the tutor can type into (DD/MM/YYYY) or fill from a calendar: a popover under
 * the field for a fine pointer, a centred dialog otherwise (spec §9), offering 1900–2099.
 *
 * @example <DatePicker label="Date" required {...form.field('date')} />
 */
export function DatePicker({ label, value, onChange, onBlur, error, name, required, disabled }: DatePickerProps) {
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [modal, setModal] = useState(false);
  const [focusedDay, setFocusedDay] = useState<CalendarDay>('');
  const typedDay = dayMonthYearDigits.parse(value);

  function openCalendar(opening: boolean) {
    if (opening) {
      // Decided at each opening rather than subscribed to: the pointer rarely changes while a form is open.
      setModal(!window.matchMedia('(pointer: fine)').matches);
      setFocusedDay(typedDay ?? clampDay(schoolToday()));
    }
    setOpen(opening);
  }

  function pick(day: CalendarDay) {
    onChange({ target: { value: dayMonthYearDigits.format(day) } });
    setOpen(false);
    onBlur?.();
  }

  // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the date picker dialog (WAI-ARIA) opens with focus on a day: MonthGrid focuses it as it appears, and the dialog leaves the focus there.
  const calendar = <MonthCalendar focusedDay={focusedDay} selectedDay={typedDay} onFocusDay={setFocusedDay} onSelectDay={pick} autoFocus />;

  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <>
          <p id={hintId} className="text-sm text-slate-600">
            {text.hint}
          </p>
          <div className="relative flex gap-2">
            <input
              {...control}
              // No numeric keypad: a phone's lacks the '/' that DD/MM/YYYY needs.
              type="text"
              autoComplete="off"
              name={name}
              required={required}
              disabled={disabled}
              value={value}
              onChange={(event) => onChange({ target: { value: event.target.value } })}
              onBlur={onBlur}
              aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
              className={clsx('h-11 w-full min-w-0 rounded-md border bg-white px-3 text-base', error ? 'border-danger-600' : 'border-slate-300')}
            />
            <Dialog open={open} onOpenChange={openCalendar}>
              <DialogTrigger asChild>
                <Button
                  variant="outline"
                  size="icon"
                  className="shrink-0"
                  disabled={disabled}
                  aria-label={typedDay ? text.changeDate(shownDayInWords(typedDay)) : text.chooseDate}
                >
                  <CalendarDays aria-hidden="true" className="size-5" />
                </Button>
              </DialogTrigger>
              {modal ? (
                <ModalContent
                  title={text.dialogTitle}
                  titleClassName="mb-2 px-3 text-lg font-semibold sm:px-0"
                  // The width of a phone, nearly to its edges: seven days of 44 px and the four month buttons need 308 px of a 320 px screen.
                  className="fixed top-1/2 left-1/2 z-50 w-full max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white px-1 py-4 shadow-xl sm:w-[calc(100%-2rem)] sm:p-4"
                >
                  {calendar}
                </ModalContent>
              ) : (
                // In place, so it sits under the field; a click or focus outside closes it, as does Escape.
                <PopoverContent
                  title={text.dialogTitle}
                  className="absolute start-0 top-full z-50 mt-1 w-84 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
                >
                  {calendar}
                </PopoverContent>
              )}
            </Dialog>
          </div>
        </>
      )}
    </FieldFrame>
  );
}
