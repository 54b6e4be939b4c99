import { useId } from 'react';
import type { SchoolClass } from '../../../contract/records/school-class.ts';
import { classChoices } from '../../lib/attendance/class-choices.ts';
import { $user } from '../../stores/auth.ts';
import { attendanceText as text } from '../../strings/attendance.ts';

export interface RegisterPickerProps {
  /** Every class; archived ones are left out. Empty while the list loads: the whole school is still there. */
  classes: readonly SchoolClass[];
  /** The class whose register is open; undefined for the whole school. */
  classId: string | undefined;
  onPick: (classId: string | undefined) => void;
}

/**
 * Whose attendance the page shows: the whole school (the product's absentee calendar) or one
 * class's register, the tutor's own classes first. A native select: a phone shows its own
 * picker, with large targets, however many classes the school has.
 */
export function RegisterPicker({ classes, classId, onPick }: RegisterPickerProps) {
  const id = useId();
  const { mine, others } = classChoices(classes, $user.get()?.aud);
  // An archived class named by the address, or one the list has not brought yet, is still shown as chosen.
  const unlisted = classId !== undefined && ![...mine, ...others].some((each) => each._id === classId);
  const group = (label: string, members: readonly SchoolClass[]) =>
    members.length > 0 ? (
      <optgroup label={label}>
        {members.map((each) => (
          <option key={each._id} value={each._id}>
            {each.name}
          </option>
        ))}
      </optgroup>
    ) : null;
  return (
    <div className="flex w-full max-w-sm flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {text.register}
      </label>
      <select
        id={id}
        value={classId ?? ''}
        onChange={(event) => onPick(event.target.value || undefined)}
        className="h-11 rounded-md border border-slate-300 bg-white px-3 text-base"
      >
        <option value="">{text.wholeSchool}</option>
        {unlisted ? <option value={classId}>{classes.find((each) => each._id === classId)?.name ?? '…'}</option> : null}
        {group(text.myClasses, mine)}
        {group(text.otherClasses, others)}
      </select>
    </div>
  );
}
