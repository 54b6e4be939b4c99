import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { callApi } from '../../lib/api/client.ts';
import { isFileRecord, type FileRecordArea } from '../../lib/content/file-record-area.ts';
import type { FileRecord } from '../../../contract/records/file-record.ts';
import { recordPath, saveChange } from '../../lib/content/save-change.ts';
import { parseFileRecordMode, tutorModeSearch, type FileRecordMode } from '../../lib/content/url-mode.ts';
import { useRecordLeft } from '../../lib/content/use-record-left.ts';
import { useRecords, type Records } from '../../lib/content/use-records.ts';
import { useUpload } from '../../lib/content/use-upload.ts';
import { useUrlMode, type UrlMode } from '../../lib/content/use-url-mode.ts';
import { useHydrated } from '../../lib/forms/use-hydrated.ts';
import type { FileRecordDetails } from '../../../contract/validation/records.ts';
import { fileRecordText, resultText } from '../../strings/content.ts';
import { Button } from '../ui/button.tsx';
import { DataState } from './DataState.tsx';
import { FileForm } from './FileForm.tsx';
import { fileRecordColumns, fileRecordContent } from './file-record-columns.tsx';
import { MissingRecord } from './MissingRecord.tsx';
import { RecordDetails } from './RecordDetails.tsx';
import { RecordForm } from './RecordForm.tsx';
import { RecordTable } from './RecordTable.tsx';
import { useDeleteColumn } from './use-delete-column.tsx';
import { ViewHeader } from './ViewHeader.tsx';

const home: FileRecordMode = { name: 'home' };

/** What every view of the tutor's page works with. */
interface ViewProps {
  area: FileRecordArea;
  nav: UrlMode<FileRecordMode>;
  list: Records<FileRecord>;
}

/**
 * A tutor's page of an area (spec §2, §4): home (the list), details, upload, edit, edit file
 * and delete, each a mode in the address. After a save it returns to the view the tutor came
 * from, refreshes the list and says so; a failed save keeps the form as it was and shows why.
 */
export function TutorRecords({ area }: { area: FileRecordArea }) {
  const nav = useUrlMode(parseFileRecordMode, tutorModeSearch);
  const list = useRecords(area.tutor);
  const { mode } = nav;
  const left = useRecordLeft(tutorModeSearch(mode), 'id' in mode ? mode.id : null);
  const views = { area, nav, list };

  // The delete question opens over the list, which stays as it was.
  if (mode.name === 'home' || mode.name === 'delete') return <HomeView key="home" {...views} left={left} />;
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

/** The list, on the page holding the record asked about, or else the record the tutor `left` to come back. */
function HomeView({ area: { text, tutor }, nav, list, left }: ViewProps & { left: string | null }) {
  const headingId = useId();
  const hydrated = useHydrated();
  const { mode } = nav;
  const asked = mode.name === 'delete' ? mode.id : null;
  const remove = useDeleteColumn<FileRecord>({
    list,
    listPath: tutor.path,
    noun: text.noun,
    header: text.deleteColumn,
    question: fileRecordText.deleteQuestion,
    titleOf: (record) => record.title,
    asked,
    onAsk: (record) => nav.open({ name: 'delete', id: record._id }),
    onSettle: () => nav.returnTo(home),
    headingId,
  });
  const columns = [
    ...fileRecordColumns(text, {
      hrefOf: (record) => tutorModeSearch({ name: 'details', id: record._id }),
      onOpen: (record) => nav.open({ name: 'details', id: record._id }),
    }),
    remove.column,
  ];

  if (remove.missing) return <MissingRecord focus={nav.moved} onBack={() => nav.returnTo(home)} />;
  return (
    <section className="flex flex-col gap-4">
      <ViewHeader
        focus={nav.moved}
        id={headingId}
        action={
          <Button disabled={!hydrated} onClick={() => nav.open({ name: 'upload' })}>
            <Plus aria-hidden="true" className="size-5" />
            {text.add}
          </Button>
        }
      >
        {text.listHeading}
      </ViewHeader>
      <DataState state={list.state} onRetry={list.retry} empty={text.empty}>
        {(records) => <RecordTable records={records} caption={text.listHeading} columns={columns} holding={asked ?? left} />}
      </DataState>
    </section>
  );
}

function DetailsView({ area: { text }, nav, record }: ViewProps & { record: FileRecord }) {
  const id = record._id;
  return (
    <RecordDetails
      {...fileRecordContent(record, text)}
      focus={nav.moved}
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
    await saveChange(list, isFileRecord, () => upload.send<unknown>(tutor.path, form, 'POST'), {
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
  const details: FileRecordMode = { name: 'details', id: record._id };

  async function change(changed: FileRecordDetails) {
    setBusy(true);
    await saveChange(list, isFileRecord, () => callApi<unknown>(recordPath(tutor.path, record._id), { method: 'PUT', body: changed }), {
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
  const details: FileRecordMode = { name: 'details', id: record._id };

  async function replace(fields: { date: string }, file: File) {
    const form = new FormData();
    form.set('date', fields.date);
    form.set('file', file, file.name);
    await saveChange(list, isFileRecord, () => upload.send<unknown>(recordPath(tutor.path, record._id), form, 'PATCH'), {
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
