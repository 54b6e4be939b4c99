import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ApiError, callApi } from '../../lib/api/client.ts';
import { isAbort } from '../../lib/api/upload.ts';
import { isFileRecord, type FileRecordArea } from '../../lib/content/file-record-area.ts';
import type { FileRecord } from '../../lib/content/file-record.ts';
import { parseTutorMode, tutorModeSearch, type TutorMode } from '../../lib/content/url-mode.ts';
import { useRecords, type Records } from '../../lib/content/use-records.ts';
import { useUpload } from '../../lib/content/use-upload.ts';
import { useUrlMode, type UrlMode } from '../../lib/content/use-url-mode.ts';
import { useHydrated } from '../../lib/forms/use-hydrated.ts';
import type { FileRecordDetails } from '../../lib/validation/records.ts';
import { showToast } from '../../stores/toasts.ts';
import { fileRecordText, resultText, uploadText } from '../../strings/content.ts';
import { Button } from '../ui/button.tsx';
import { DataState } from './DataState.tsx';
import { DeleteDialog } from './DeleteDialog.tsx';
import { FileForm } from './FileForm.tsx';
import { fileOf, fileRecordColumns } from './file-record-columns.tsx';
import { MissingRecord } from './MissingRecord.tsx';
import { RecordDetails } from './RecordDetails.tsx';
import { RecordForm } from './RecordForm.tsx';
import { RecordTable, type Column } from './RecordTable.tsx';
import { ViewHeading } from './ViewHeading.tsx';

const home: TutorMode = { name: 'home' };

/** What every view of the tutor's page works with. */
interface ViewProps {
  area: FileRecordArea;
  nav: UrlMode<TutorMode>;
  list: Records<FileRecord>;
}

/**
 * A tutor's page of an area (spec §2, §4): home (the list), details, upload, edit, edit file
 * and delete, each a mode in the address. After a save it returns to the view the tutor came
 * from, refreshes the list and says so; a failed save keeps the form as it was and shows why.
 */
export function TutorRecords({ area }: { area: FileRecordArea }) {
  const nav = useUrlMode(parseTutorMode, tutorModeSearch);
  const list = useRecords(area.tutor);
  const { mode } = nav;
  const views = { area, nav, list };

  // The delete question opens over the list, which stays as it was.
  if (mode.name === 'home' || mode.name === 'delete') return <HomeView key="home" {...views} />;
  if (mode.name === 'upload') return <UploadView key="upload" {...views} />;
  return (
    <DataState key={tutorModeSearch(mode)} state={list.state} onRetry={list.retry}>
      {(records) => {
        const record = records.find(({ _id }) => _id === mode.id);
        if (!record) return <MissingRecord focus={nav.moved} onBack={() => nav.returnTo(home)} />;
        if (mode.name === 'edit') return <EditView {...views} record={record} />;
        if (mode.name === 'editFile') return <EditFileView {...views} record={record} />;
        return <DetailsView {...views} record={record} />;
      }}
    </DataState>
  );
}

function HomeView({ area: { text, tutor }, nav, list }: ViewProps) {
  const headingId = useId();
  const hydrated = useHydrated();
  const [deleting, setDeleting] = useState(false);
  // Records deleted here: their delete mode, still in the address for a moment, is not "not found".
  const deleted = useRef(new Set<string>());
  const { mode } = nav;
  const asked = mode.name === 'delete' ? mode.id : null;

  async function deleteRecord(record: FileRecord) {
    setDeleting(true);
    try {
      await callApi(recordPath(tutor.path, record._id), { method: 'DELETE' });
      deleted.current.add(record._id);
      list.change((records) => records.filter(({ _id }) => _id !== record._id));
      list.refresh();
      showToast('success', resultText.deleted(text.noun));
      nav.returnTo(home);
    } catch (error) {
      showFailure(error, list);
    } finally {
      setDeleting(false);
    }
  }

  const columns: Column<FileRecord>[] = [
    ...fileRecordColumns(
      text,
      (record) => tutorModeSearch({ name: 'details', id: record._id }),
      (record) => nav.open({ name: 'details', id: record._id }),
    ),
    {
      header: text.deleteColumn,
      narrow: true,
      cell: (record) => (
        <DeleteDialog
          label={`${text.deleteColumn}: ${record.title}`}
          question={fileRecordText.deleteQuestion}
          name={record.title}
          open={asked === record._id}
          onOpenChange={(open) => (open ? nav.open({ name: 'delete', id: record._id }) : nav.returnTo(home))}
          busy={deleting}
          onConfirm={() => void deleteRecord(record)}
          onCloseAutoFocus={(event) => {
            // The row and its button are gone: the list's heading takes the focus instead.
            if (!deleted.current.has(record._id)) return;
            event.preventDefault();
            document.getElementById(headingId)?.focus();
          }}
        />
      ),
    },
  ];

  const missing = asked !== null && list.state.status === 'ready' && !deleted.current.has(asked) && !list.state.records.some(({ _id }) => _id === asked);
  if (missing) return <MissingRecord focus={nav.moved} onBack={() => nav.returnTo(home)} />;
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ViewHeading focus={nav.moved} id={headingId}>
          {text.listHeading}
        </ViewHeading>
        <Button disabled={!hydrated} onClick={() => nav.open({ name: 'upload' })}>
          <Plus aria-hidden="true" className="size-5" />
          {text.add}
        </Button>
      </div>
      <DataState state={list.state} onRetry={list.retry} empty={text.empty}>
        {(records) => <RecordTable records={records} caption={text.listHeading} columns={columns} />}
      </DataState>
    </section>
  );
}

function DetailsView({ area: { text }, nav, record }: ViewProps & { record: FileRecord }) {
  const id = record._id;
  return (
    <RecordDetails
      title={record.title}
      focus={nav.moved}
      file={fileOf(record, text)}
      description={record.description}
      onBack={() => nav.returnTo(home)}
      actions={
        <>
          <Button onClick={() => nav.open({ name: 'edit', id })}>{fileRecordText.editDetails}</Button>
          <Button onClick={() => nav.open({ name: 'editFile', id })}>{fileRecordText.editFile}</Button>
        </>
      }
    />
  );
}

function UploadView({ area: { text, tutor }, nav, list }: ViewProps) {
  const upload = useUpload();

  async function save(details: FileRecordDetails, file: File | null) {
    if (!file) return;
    const form = new FormData();
    form.set('date', details.date);
    form.set('title', details.title);
    form.set('description', details.description);
    // Last, so the server has the texts before the file's bytes.
    form.set('file', file, file.name);
    await saveChange(list, () => upload.send<unknown>(tutor.path, form, 'POST'), {
      place: 'first',
      done: resultText.saved(text.noun),
      then: () => nav.returnTo(home),
    });
  }

  return (
    <RecordForm
      heading={text.add}
      focus={nav.moved}
      titleLabel={fileRecordText.title}
      fileLabel={text.file}
      submitLabel={fileRecordText.save}
      busy={upload.progress !== null}
      upload={{ progress: upload.progress, onCancel: upload.cancel }}
      onClose={() => nav.returnTo(home)}
      onSubmit={(details, file) => void save(details, file)}
    />
  );
}

function EditView({ area: { text, tutor }, nav, list, record }: ViewProps & { record: FileRecord }) {
  const [busy, setBusy] = useState(false);
  const details: TutorMode = { name: 'details', id: record._id };

  async function change(changed: FileRecordDetails) {
    setBusy(true);
    await saveChange(list, () => callApi<unknown>(recordPath(tutor.path, record._id), { method: 'PUT', body: changed }), {
      place: 'same',
      done: resultText.updated(text.noun),
      then: () => nav.returnTo(details),
    });
    setBusy(false);
  }

  return (
    <RecordForm
      heading={fileRecordText.editDetails}
      focus={nav.moved}
      titleLabel={fileRecordText.changeTitle}
      initial={record}
      submitLabel={fileRecordText.change}
      busy={busy}
      onClose={() => nav.returnTo(details)}
      onSubmit={(changed) => void change(changed)}
    />
  );
}

function EditFileView({ area: { text, tutor }, nav, list, record }: ViewProps & { record: FileRecord }) {
  const upload = useUpload();
  const details: TutorMode = { name: 'details', id: record._id };

  async function replace(fields: { date: string }, file: File) {
    const form = new FormData();
    form.set('date', fields.date);
    form.set('file', file, file.name);
    await saveChange(list, () => upload.send<unknown>(recordPath(tutor.path, record._id), form, 'PATCH'), {
      place: 'same',
      done: resultText.fileReplaced(text.noun),
      then: () => nav.returnTo(details),
    });
  }

  return (
    <FileForm
      heading={fileRecordText.editFile}
      focus={nav.moved}
      currentFileName={record.fileName}
      backLabel={text.backToDetails}
      busy={upload.progress !== null}
      upload={{ progress: upload.progress, onCancel: upload.cancel }}
      onBack={() => nav.returnTo(details)}
      onSubmit={(fields, file) => void replace(fields, file)}
    />
  );
}

/**
 * Sends a tutor's change; once the server has it, shows the answered record in the list at
 * once (`first` for a new one, in its `same` place otherwise), refreshes the list, says so and
 * moves on. A failure leaves the form as it was and says why.
 */
async function saveChange(
  list: Records<FileRecord>,
  send: () => Promise<unknown>,
  { place, done, then }: { place: 'first' | 'same'; done: string; then: () => void },
): Promise<void> {
  try {
    const answer = await send();
    if (isFileRecord(answer)) {
      list.change((records) =>
        place === 'first' ? [answer, ...records.filter(({ _id }) => _id !== answer._id)] : records.map((each) => (each._id === answer._id ? answer : each)),
      );
    }
    list.refresh();
    showToast('success', done);
    then();
  } catch (error) {
    showFailure(error, list);
  }
}

/** One record's calls: `{list path}/{id}`. */
function recordPath(listPath: string, id: string): string {
  return `${listPath}/${encodeURIComponent(id)}`;
}

/** A cancelled upload is a note; a refusal shows the server's reason; a record gone meanwhile refreshes the list. */
function showFailure(error: unknown, list: Records<FileRecord>) {
  if (isAbort(error)) return showToast('info', uploadText.cancelled);
  showToast('error', error instanceof Error ? error.message : String(error));
  if (error instanceof ApiError && error.status === 404) list.refresh();
}
