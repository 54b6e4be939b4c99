import { Pencil } from 'lucide-react';
import { useId, useState, type ComponentType } from 'react';
import { callApi } from '../../lib/api/client.ts';
import type { NoticeArea } from '../../lib/content/notice-area.ts';
import { saveChange } from '../../lib/content/save-change.ts';
import { parseNoticeMode, tutorModeSearch, type NoticeMode } from '../../lib/content/url-mode.ts';
import { useRecordLeft } from '../../lib/content/use-record-left.ts';
import { useRecords, type Records } from '../../lib/content/use-records.ts';
import { useUpload, type Upload } from '../../lib/content/use-upload.ts';
import { useUrlMode, type UrlMode } from '../../lib/content/use-url-mode.ts';
import { useHydrated } from '../../lib/forms/use-hydrated.ts';
import { resultText } from '../../strings/content.ts';
import { Button } from '../ui/button.tsx';
import { DataState } from './DataState.tsx';
import { MissingRecord } from './MissingRecord.tsx';
import type { RecordOpener } from './record-columns.tsx';
import { RecordDetails, type RecordContent } from './RecordDetails.tsx';
import { RecordTable, type Column } from './RecordTable.tsx';
import { UploadProgressBar } from './UploadProgress.tsx';
import { useDeleteColumn } from './use-delete-column.tsx';
import { BackButton, ViewHeader } from './ViewHeader.tsx';
import { ViewHeading } from './ViewHeading.tsx';

/** A notice form's call body: a multipart form when it carries a file, else JSON. */
export type NoticeBody = FormData | Record<string, string>;

export interface NoticeFormProps<T> {
  /** The record being edited; left out, the form writes a new one. */
  record?: T;
  /** While the form is being sent: the fields wait, keeping what was typed and chosen. */
  busy: boolean;
  /** Gets the checked body to send, with the id in it when editing (spec §7). */
  onSubmit: (body: NoticeBody) => void;
}

/** A notice area's own pieces: its description, the 'all' table's columns, the details, and the form. */
export interface NoticeViews<T extends { _id: string }> {
  area: NoticeArea<T>;
  /** The columns before Edit and Delete; the opener opens a record's details. */
  columns: (opener: RecordOpener<T>) => Column<T>[];
  content: (record: T) => RecordContent;
  Form: ComponentType<NoticeFormProps<T>>;
}

const home: NoticeMode = { name: 'home' };
const all: NoticeMode = { name: 'all' };

interface ViewProps<T extends { _id: string }> {
  views: NoticeViews<T>;
  nav: UrlMode<NoticeMode>;
  list: Records<T>;
}

/**
 * A tutor's page of notices (spec §2, §4): home (the form and the way to all), all (the table
 * with Edit and Delete), details, edit and delete, each a mode in the address. Back from
 * details and edit, and Cancel in delete, return to all.
 */
export function TutorNotices<T extends { _id: string }>({ views }: { views: NoticeViews<T> }) {
  const nav = useUrlMode(parseNoticeMode, tutorModeSearch);
  const list = useRecords(views.area.tutor);
  const { mode } = nav;
  const left = useRecordLeft(tutorModeSearch(mode), 'id' in mode ? mode.id : null);
  const props = { views, nav, list };

  if (mode.name === 'home') return <HomeView key="home" {...props} />;
  // The delete question opens over the table, which stays as it was.
  if (mode.name === 'all' || mode.name === 'delete') return <AllView key="all" {...props} left={left} />;
  const toAll = () => nav.returnTo(all);
  return (
    <DataState key={tutorModeSearch(mode)} state={list.state} onRetry={list.retry}>
      {(records) => {
        const record = records.find(({ _id }) => _id === mode.id);
        if (!record) return <MissingRecord focus={nav.moved} onBack={toAll} />;
        if (mode.name === 'edit') return <EditView {...props} record={record} />;
        return <RecordDetails {...views.content(record)} focus={nav.moved} onBack={toAll} />;
      }}
    </DataState>
  );
}

function HomeView<T extends { _id: string }>({ views: { area, Form }, nav, list }: ViewProps<T>) {
  // Each save starts a new, empty form, whose heading takes the focus.
  const [saved, setSaved] = useState(0);
  const [busy, setBusy] = useState(false);
  const upload = useUpload();
  const hydrated = useHydrated();
  const { text } = area;

  async function create(body: NoticeBody) {
    setBusy(true);
    await saveChange(list, area.isRecord, () => send(upload, area.tutor.path, 'POST', body), {
      place: 'first',
      done: resultText.saved(text.noun),
      then: () => setSaved((count) => count + 1),
    });
    setBusy(false);
  }

  return (
    <section key={saved} className="flex max-w-2xl flex-col gap-4">
      <ViewHeader
        focus={nav.moved || saved > 0}
        action={
          <Button variant="outline" disabled={!hydrated} onClick={() => nav.open(all)}>
            {text.showAll}
          </Button>
        }
      >
        {text.formHeading}
      </ViewHeader>
      <Form busy={!hydrated || busy} onSubmit={(body) => void create(body)} />
      {upload.progress ? <UploadProgressBar progress={upload.progress} onCancel={upload.cancel} /> : null}
    </section>
  );
}

/** The table, on the page holding the record asked about, or else the record the tutor `left` to come back. */
function AllView<T extends { _id: string }>({ views: { area, columns }, nav, list, left }: ViewProps<T> & { left: string | null }) {
  const headingId = useId();
  const { mode } = nav;
  const asked = mode.name === 'delete' ? mode.id : null;
  const { text } = area;
  const opener = (name: 'details' | 'edit'): RecordOpener<T> => ({
    hrefOf: (record) => tutorModeSearch({ name, id: record._id }),
    onOpen: (record) => nav.open({ name, id: record._id }),
  });
  const remove = useDeleteColumn<T>({
    list,
    listPath: area.tutor.path,
    noun: text.noun,
    header: text.deleteColumn,
    question: text.deleteQuestion,
    titleOf: area.titleOf,
    asked,
    onAsk: (record) => nav.open({ name: 'delete', id: record._id }),
    onSettle: () => nav.returnTo(all),
    headingId,
  });
  const edit = opener('edit');
  const table: Column<T>[] = [
    ...columns(opener('details')),
    {
      header: text.editColumn,
      narrow: true,
      cell: (record) => (
        <Button variant="ghost" size="icon" aria-label={`${text.editColumn}: ${area.titleOf(record)}`} onClick={() => edit.onOpen(record)}>
          <Pencil aria-hidden="true" className="size-5" />
        </Button>
      ),
    },
    remove.column,
  ];

  if (remove.missing) return <MissingRecord focus={nav.moved} onBack={() => nav.returnTo(all)} />;
  return (
    <section className="flex flex-col gap-4">
      <ViewHeader focus={nav.moved} id={headingId} action={<BackButton onClick={() => nav.returnTo(home)} />}>
        {text.allHeading}
      </ViewHeader>
      <DataState state={list.state} onRetry={list.retry} empty={text.empty}>
        {(records) => <RecordTable records={records} caption={text.allHeading} columns={table} holding={asked ?? left} />}
      </DataState>
    </section>
  );
}

function EditView<T extends { _id: string }>({ views: { area, Form }, nav, list, record }: ViewProps<T> & { record: T }) {
  const [busy, setBusy] = useState(false);
  const upload = useUpload();
  const toAll = () => nav.returnTo(all);

  async function change(body: NoticeBody) {
    setBusy(true);
    await saveChange(list, area.isRecord, () => send(upload, area.tutor.path, 'PATCH', body), {
      place: 'same',
      done: resultText.updated(area.text.noun),
      then: toAll,
    });
    setBusy(false);
  }

  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <ViewHeading focus={nav.moved}>{area.text.editHeading}</ViewHeading>
      <Form record={record} busy={busy} onSubmit={(body) => void change(body)} />
      <BackButton className="self-start" onClick={toAll} />
    </section>
  );
}

/** Sends a form with a file as an upload with progress, anything else as JSON. */
function send(upload: Upload, path: string, method: 'POST' | 'PATCH', body: NoticeBody): Promise<unknown> {
  return body instanceof FormData ? upload.send<unknown>(path, body, method) : callApi<unknown>(path, { method, body });
}
