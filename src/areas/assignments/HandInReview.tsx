import { useState, type FormEvent, type ReactNode } from 'react';
import { TextAreaField } from '../../components/content/fields.tsx';
import { ViewHeader } from '../../components/content/ViewHeader.tsx';
import { ArrowLeft } from '../../components/icons/arrow-left.ts';
import { Button } from '../../components/ui/button.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { callApi } from '../../lib/api/client.ts';
import { recordPath } from '../../lib/content/save-change.ts';
import { showToast } from '../../stores/toasts.ts';
import type { StudentSubmission } from '../../../contract/records/coursework.ts';
import { firstErrorByField } from '../../../contract/validation/issues.ts';
import { reviewSchema, type Review } from '../../../contract/validation/submissions.ts';
import { handInsText as text, statusText } from '../../strings/hand-ins.ts';
import { HandInFiles } from './HandInFiles.tsx';
import { handInRow, type HandInRow } from './hand-ins-rows.ts';

export interface HandInReviewProps {
  /** The assignment's submissions, where each student's is. */
  submissions: string;
  /** An instant on the school's clock (see HandInView). */
  timeOf: (instant: string) => ReactNode;
  /** The assignment's points, named beside the grade. */
  points?: number;
  row: HandInRow;
  focus: boolean;
  /** Gets the row as the server has it after a save. */
  onSaved: (row: HandInRow) => void;
  onBack: () => void;
}

/**
 * One student's submission (issue 26): their answer and files, a grade and feedback to save,
 * and Return (or Undo return). Each save says so; a failure says the server's reason and keeps
 * what was typed.
 */
export function HandInReview({ submissions, timeOf, points, row, focus, onSaved, onBack }: HandInReviewProps) {
  const [typed, setTyped] = useState({ grade: row.grade ?? '', feedback: row.feedback });
  const [errors, setErrors] = useState<Partial<Record<keyof Review, string>>>({});
  const [busy, setBusy] = useState(false);
  const returned = row.status === 'returned';

  async function send(review: Review, done: string) {
    setBusy(true);
    try {
      const saved = await callApi<StudentSubmission>(recordPath(submissions, row.studentId), { method: 'PATCH', body: review });
      onSaved(handInRow(saved));
      showToast('success', done);
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  /** The typed grade and feedback, checked by the server's own rules; `returned` beside them when given. */
  function review(returning?: boolean) {
    const checked = reviewSchema.safeParse({ grade: typed.grade, feedback: typed.feedback, returned: returning });
    setErrors(checked.success ? {} : firstErrorByField(checked.error.issues));
    return checked.success ? checked.data : undefined;
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = review();
    if (checked) void send(checked, text.saved);
  }

  function toggleReturn() {
    const checked = review(!returned);
    if (checked) void send(checked, returned ? text.unreturned : text.returned);
  }

  const back = (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="size-5" />
      {text.backToTable}
    </Button>
  );
  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <ViewHeader focus={focus} action={back}>
        {`${row.admissionNo} ${row.fname}`}
      </ViewHeader>
      <p>
        {statusText[row.status]}
        {row.handedInAt ? (
          <>
            {' · '}
            {timeOf(row.handedInAt)}
          </>
        ) : null}
      </p>
      <h3 className="font-semibold">{text.answer}</h3>
      <p className="break-words whitespace-pre-wrap">{row.text || text.noAnswer}</p>
      <h3 className="font-semibold">{text.files}</h3>
      <HandInFiles files={row.files} none={text.noFiles} />
      <form method="post" noValidate onSubmit={save}>
        <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
          <TextField
            label={points === undefined ? text.grade : text.gradeOutOf(points)}
            name="grade"
            autoComplete="off"
            value={typed.grade}
            error={errors.grade}
            onChange={(event) => setTyped({ ...typed, grade: event.target.value })}
          />
          <TextAreaField label={text.feedback} name="feedback" value={typed.feedback} error={errors.feedback} onChange={(event) => setTyped({ ...typed, feedback: event.target.value })} />
          <div className="flex flex-wrap gap-3">
            <NetworkButton type="submit">{text.save}</NetworkButton>
            <NetworkButton variant="outline" onClick={toggleReturn}>
              {returned ? text.undoReturn : text.return}
            </NetworkButton>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
