import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { TextAreaField, FileField } from '../../components/content/fields.tsx';
import { UploadProgressBar } from '../../components/content/UploadProgress.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { isUnreached } from '../../lib/api/client.ts';
import { Refusal } from '../../components/ui/refusal.tsx';
import { $offline } from '../../lib/offline/connection.ts';
import type { AssignmentTerms, OwnSubmission } from '../../../contract/records/coursework.ts';
import { handInText } from '../../strings/hand-in.ts';
import type { HandInFileState } from './hand-in-files.ts';
import { HandInFiles } from './HandInFiles.tsx';
import { takeBack } from './hand-in-submission.ts';
import { useHandIn } from './hand-in-upload.ts';

/** What the chooser offers first: the kinds the school takes (the server checks each file's content). */
const DOCUMENT_TYPES = '.pdf,.jpg,.jpeg,.png,.webp,.gif,.txt,.docx,.xlsx,.pptx,.odt,.ods,.odp,.doc,.xls,.ppt';

export interface StudentHandInProps {
  assignmentId: string;
  terms: AssignmentTerms;
  submission: OwnSubmission;
  /** An instant as the school's clock reads it. */
  timeAtSchool: (instant: string) => string;
  onChange: (submission: OwnSubmission) => void;
  /** A refusal may mean the work changed meanwhile (returned, hand-in closed): it is read again. */
  onRefused: () => void;
}

/**
 * The student's hand-in of one assignment (issue 26): the form while nothing is handed in, what
 * was handed in with Take back until it is returned, and the feedback and grade once it is.
 */
export function StudentHandIn({ assignmentId, terms, submission, timeAtSchool, onChange, onRefused }: StudentHandInProps) {
  // What was taken back comes back into the form, and its button says it is handed in again.
  const [takenBack, setTakenBack] = useState<string | null>(null);
  const handedIn = submission.handedInAt !== undefined;
  return (
    <section aria-labelledby="hand-in-heading" className="flex max-w-2xl flex-col gap-4">
      <h3 id="hand-in-heading" className="text-lg font-semibold">
        {handInText.heading}
      </h3>
      {handedIn ? <HandedInWork submission={submission} timeAtSchool={timeAtSchool} /> : null}
      {submission.status === 'returned' ? (
        <ReturnedReview submission={submission} points={terms.points} />
      ) : !terms.handInOpen ? (
        <p className="rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">{handInText.closed}</p>
      ) : handedIn ? (
        <TakeBack
          assignmentId={assignmentId}
          onRefused={onRefused}
          onTakenBack={(changed) => {
            setTakenBack(submission.text);
            onChange(changed);
          }}
        />
      ) : (
        <HandInForm assignmentId={assignmentId} draftText={takenBack ?? ''} again={takenBack !== null} onHandedIn={onChange} onRefused={onRefused} />
      )}
    </section>
  );
}

/** What the student handed in: when, its files (each a download) and the answer. */
function HandedInWork({ submission, timeAtSchool }: { submission: OwnSubmission; timeAtSchool: (instant: string) => string }) {
  return (
    <div className="flex flex-col gap-2 rounded-md bg-white p-3 ring-1 ring-slate-200">
      {submission.handedInAt ? <p className="font-medium">{handInText.handedInAt(timeAtSchool(submission.handedInAt))}</p> : null}
      <HandInFiles files={submission.files} label={handInText.handedInFiles} />
      {submission.text ? (
        <>
          <h4 className="text-sm font-semibold">{handInText.text}</h4>
          <p className="break-words whitespace-pre-wrap">{submission.text}</p>
        </>
      ) : null}
    </div>
  );
}

/** The tutor's review, read only. */
function ReturnedReview({ submission, points }: { submission: OwnSubmission; points: number | undefined }) {
  return (
    <div className="flex flex-col gap-2">
      {submission.grade ? <p className="font-semibold">{handInText.grade(submission.grade, points)}</p> : null}
      <h4 className="font-semibold">{handInText.feedback}</h4>
      <p className="break-words whitespace-pre-wrap">{submission.feedback || handInText.noFeedback}</p>
    </div>
  );
}

/** Take back, asked first; a refusal (returned meanwhile, hand-in closed) is said beside it. */
function TakeBack({ assignmentId, onTakenBack, onRefused }: { assignmentId: string; onTakenBack: (submission: OwnSubmission) => void; onRefused: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    try {
      const changed = await takeBack(assignmentId);
      setOpen(false);
      onTakenBack(changed);
    } catch (error) {
      setOpen(false);
      setRefusal(error instanceof Error ? error.message : String(error));
      if (!isUnreached(error)) onRefused();
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <ConfirmDialog
        trigger={<Button variant="outline">{handInText.takeBack}</Button>}
        question={handInText.takeBackQuestion}
        confirmLabel={handInText.takeBack}
        cancelLabel={handInText.keepHandedIn}
        open={open}
        onOpenChange={setOpen}
        busy={busy}
        onConfirm={() => void confirm()}
      />
      <Refusal reason={refusal} />
    </div>
  );
}

interface HandInFormProps {
  assignmentId: string;
  draftText: string;
  again: boolean;
  onHandedIn: (submission: OwnSubmission) => void;
  onRefused: () => void;
}

/** Up to 5 files and/or an answer, handed in with the upload's progress and each file's state. */
function HandInForm({ assignmentId, draftText, again, onHandedIn, onRefused }: HandInFormProps) {
  const handIn = useHandIn(assignmentId, draftText, onHandedIn, onRefused);
  const offline = useStore($offline);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!offline) void handIn.send();
  }
  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
      {offline ? <p className="rounded-md bg-amber-50 p-3 text-slate-900 ring-1 ring-amber-300">{handInText.offline}</p> : null}
      <fieldset disabled={handIn.busy} className="flex min-w-0 flex-col gap-4">
        <FileField label={handInText.files} accept={DOCUMENT_TYPES} multiple optional onFiles={handIn.choose} />
        <ChosenFileStates files={handIn.files} states={handIn.states} />
        <TextAreaField label={handInText.text} value={handIn.text} onChange={(event) => handIn.setText(event.target.value)} />
        <div className="flex flex-wrap items-center gap-3">
          <NetworkButton type="submit">{again ? handInText.handInAgain : handInText.handIn}</NetworkButton>
        </div>
      </fieldset>
      {handIn.running ? <UploadProgressBar {...handIn.running} /> : null}
      <Refusal reason={handIn.refusal} />
    </form>
  );
}

/** The chosen files, each with where it stands: waiting, uploading, sent or refused. */
function ChosenFileStates({ files, states }: { files: readonly File[]; states: readonly HandInFileState[] }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={handInText.chosen} className="flex flex-col gap-1 rounded-md bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
      {files.map((file, index) => (
        <li key={`${index}:${file.name}`} className="flex flex-wrap justify-between gap-x-3 break-all">
          <span>{file.name}</span>
          <span className="font-medium">{handInText.fileState[states[index] ?? 'waiting']}</span>
        </li>
      ))}
    </ul>
  );
}
