import clsx from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { capitalise } from '../../../contract/records/capitalise.ts';
import { REGISTER_NOTE_MAX, REGISTER_STATUSES, type ClassRegister, type RegisterEntry, type RegisterStatus } from '../../../contract/records/register.ts';
import { markCounts, marksOf, withMark, type Mark, type Marks } from '../../lib/attendance/register-marks.ts';
import { attendanceText as text } from '../../strings/attendance.ts';
import { StatusKey, StatusLetter } from './StatusLetter.tsx';

export interface RegisterFormProps {
  /** The register as read: taken, or the roster all present. */
  register: ClassRegister;
  /** Names the list: '7B, Monday 23 November 2026'. */
  caption: string;
  /** While the register is being sent: the marks wait, kept. */
  busy: boolean;
  onSave: (marks: Marks) => void;
}

/**
 * A class's register to mark (school-model.md): one row per student (full name, admission
 * number) with four marks, Present until another is tapped, so three exceptions in a class of
 * 50 are three taps and Save; a note field opens beside any mark but Present. Save and the
 * counts stay at the bottom of a phone's screen however long the class.
 */
export function RegisterForm({ register, caption, busy, onSave }: RegisterFormProps) {
  const [marks, setMarks] = useState(() => marksOf(register.entries));
  const counts = markCounts(marks);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSave(marks);
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <StatusKey statuses={REGISTER_STATUSES} />
      <ul aria-label={caption} className="flex flex-col divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
        {register.entries.map((entry) => (
          <RegisterRow
            key={entry.studentId}
            entry={entry}
            mark={marks.get(entry.studentId) ?? entry}
            disabled={busy}
            onChange={(change) => setMarks((current) => withMark(current, entry.studentId, change))}
          />
        ))}
      </ul>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50 py-3">
        {/* aria-disabled while sending, so a refused save leaves the focus on Save for another try. */}
        <NetworkButton type="submit" aria-disabled={busy || undefined}>
          {text.takeRegister}
        </NetworkButton>
        <p role="status" className="font-medium tabular-nums">
          {text.markCounts(counts.absent, counts.late, counts.excused)}
        </p>
      </div>
    </form>
  );
}

interface RegisterRowProps {
  entry: RegisterEntry;
  mark: Mark;
  disabled: boolean;
  onChange: (change: Partial<Mark>) => void;
}

/** One student: their name and number, the four marks as a radio group named by them, and a note once marked. */
function RegisterRow({ entry, mark, disabled, onChange }: RegisterRowProps) {
  const nameId = useId();
  const numberId = useId();
  const name = capitalise(entry.fname);
  const noted = mark.status !== 'present' || mark.note !== '';
  return (
    <li className="flex flex-col gap-2 px-3 py-2">
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <p id={nameId} className="font-medium break-words">
            {name}
          </p>
          <p id={numberId} className="text-sm text-slate-600 tabular-nums">
            {entry.admissionNo}
          </p>
        </div>
        <div role="radiogroup" aria-labelledby={nameId} aria-describedby={numberId} className="flex shrink-0 gap-1">
          {REGISTER_STATUSES.map((status) => (
            <MarkChoice key={status} group={nameId} status={status} checked={mark.status === status} disabled={disabled} onCheck={() => onChange({ status })} />
          ))}
        </div>
      </div>
      {noted ? (
        <input
          type="text"
          aria-label={text.noteFor(name)}
          placeholder={text.notePlaceholder}
          value={mark.note}
          maxLength={REGISTER_NOTE_MAX}
          disabled={disabled}
          onChange={(event) => onChange({ note: event.target.value })}
          className="h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base"
        />
      ) : null}
    </li>
  );
}

interface MarkChoiceProps {
  group: string;
  status: RegisterStatus;
  checked: boolean;
  disabled: boolean;
  onCheck: () => void;
}

/**
 * One mark: a radio read by its word, shown as its letter in a 44 px square, filled and ringed
 * when chosen. The radio itself, unseen, covers the square, so a tap lands on it.
 */
function MarkChoice({ group, status, checked, disabled, onCheck }: MarkChoiceProps) {
  return (
    <label
      className={clsx(
        'relative flex size-11 items-center justify-center rounded-md border-2 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
        checked ? 'border-slate-900' : 'border-slate-300 bg-white',
      )}
    >
      {checked ? <StatusLetter status={status} className="size-full text-lg" /> : <span aria-hidden="true" className="text-lg font-bold text-slate-700">{text.letter[status]}</span>}
      <span className="sr-only">{text.marks[status]}</span>
      <input
        type="radio"
        name={`mark-${group}`}
        value={status}
        checked={checked}
        disabled={disabled}
        onChange={onCheck}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      />
    </label>
  );
}
