import type { ReactNode } from 'react';
import { isFileRecord, type FileRecordArea } from '../../lib/content/file-record-area.ts';
import type { FileRecord } from '../../../contract/records/file-record.ts';
import type { ModeQuestion } from '../../lib/content/mode-question.ts';
import { recordPath } from '../../lib/content/save-change.ts';
import { parseFileRecordMode, tutorModeSearch, type FileRecordMode } from '../../lib/content/url-mode.ts';
import { useAreaPage, type AreaPage } from '../../lib/content/use-area-page.ts';
import { putAudience } from '../../lib/content/use-audience.ts';
import { useChange } from '../../lib/content/use-change.ts';
import type { UrlMode } from '../../lib/content/use-url-mode.ts';
import { useHydrated } from '../../lib/forms/use-hydrated.ts';
import type { FileRecordDetails } from '../../../contract/validation/records.ts';
import { fileRecordText, resultText } from '../../strings/content.ts';
import { Plus } from '../icons/plus.ts';
import { Button } from '../ui/button.tsx';
import { FileForm } from './FileForm.tsx';
import { fileRecordColumns, fileRecordContent } from './file-record-columns.tsx';
import { useNoFormPart, type FormPart } from './form-part.ts';
import { modeOpener } from './record-columns.tsx';
import { RecordDetails } from './RecordDetails.tsx';
import { WideAction } from './ViewHeader.tsx';
import { RecordForm } from './RecordForm.tsx';
import { RecordView } from './ListViews.tsx';
import type { Column } from './RecordTable.tsx';
import { TutorTable } from './TutorTable.tsx';

const home: FileRecordMode = { name: 'home' };
const details = (id: string): FileRecordMode => ({ name: 'details', id });
/** Asked over the list, which stays as it was. */
const deleteQuestion: ModeQuestion<FileRecordMode> = { ask: (id) => ({ name: 'delete', id }), over: home };

/** What an area adds to the shared tutor page, each a module constant: assignments' terms and hand-ins (issue 26). Notes add nothing. */
export interface TutorRecordsExtras {
  /** Reads the page's view from the address, with the area's own modes. */
  parse: (search: string) => FileRecordMode;
  /** The list's columns after the date and title. */
  columns: (nav: UrlMode<FileRecordMode>) => Column<FileRecord>[];
  /** The area's own fields of the upload and edit forms, starting from the record edited. */
  useFormPart: (initial?: FileRecord) => FormPart | undefined;
  /** The `handIns` view of a record. */
  handIns: (record: FileRecord, page: AreaPage<FileRecordMode, FileRecord>) => ReactNode;
  /** What a record's details say beside its date (its due time and points), and their own action. */
  useDetails: (record: FileRecord, nav: UrlMode<FileRecordMode>) => { facts: readonly string[]; action: ReactNode };
}

/** What an area that adds nothing has (notes): its hooks are hooks all the same, so each view calls the same ones on every render. */
const noExtras: TutorRecordsExtras = {
  parse: parseFileRecordMode,
  columns: () => [],
  useFormPart: useNoFormPart,
  handIns: () => null,
  useDetails: () => ({ facts: [], action: null }),
};

/** What every view of the tutor's page works with. */
interface ViewProps {
  area: FileRecordArea;
  page: AreaPage<FileRecordMode, FileRecord>;
  extras: TutorRecordsExtras;
}

/**
 * A tutor's page of an area (spec §2, §4): home (the list), details, upload, edit, edit file
 * and delete, each a mode in the address. After a save it returns to the view the tutor came
 * from, refreshes the list and says so; a failed save keeps the form as it was and shows why.
 */
export function TutorRecords({ area, extras = noExtras }: { area: FileRecordArea; extras?: TutorRecordsExtras }) {
  const page = useAreaPage(area.tutor, extras.parse, tutorModeSearch);
  const { mode } = page.nav;
  const views = { area, page, extras };

  if (mode.name === 'home' || mode.name === 'delete') return <HomeView key="home" {...views} />;
  if (mode.name === 'upload') return <UploadView key="upload" {...views} />;
  return (
    <RecordView key={tutorModeSearch(mode)} {...page} id={mode.id} back={home}>
      {(record) => {
        if (mode.name === 'edit') return <EditView {...views} record={record} />;
        if (mode.name === 'editFile') return <EditFileView {...views} record={record} />;
        if (mode.name === 'handIns') return extras.handIns(record, page);
        return <DetailsView {...views} record={record} />;
      }}
    </RecordView>
  );
}

function HomeView({ area: { text, tutor }, page, extras }: ViewProps) {
  const hydrated = useHydrated();
  const { nav } = page;
  const add = (
    <WideAction>
      <Button disabled={!hydrated} onClick={() => nav.open({ name: 'upload' })}>
        <Plus aria-hidden="true" className="size-5" />
        {text.add}
      </Button>
    </WideAction>
  );
  return (
    <TutorTable
      page={page}
      heading={text.listHeading}
      action={add}
      empty={text.empty}
      columns={[...fileRecordColumns(text, modeOpener(nav, details)), ...extras.columns(nav)]}
      remove={{
        question: deleteQuestion,
        listPath: tutor.path,
        noun: text.noun,
        header: text.deleteColumn,
        questionText: fileRecordText.deleteQuestion,
        titleOf: (record) => record.title,
      }}
    />
  );
}

function DetailsView({ area: { text }, page: { nav }, extras, record }: ViewProps & { record: FileRecord }) {
  const id = record._id;
  const own = extras.useDetails(record, nav);
  return (
    <RecordDetails
      {...fileRecordContent(record, text)}
      facts={own.facts}
      focus={nav.moved}
      onBack={() => nav.returnTo(home)}
      actions={
        <>
          <Button onClick={() => nav.open({ name: 'edit', id })}>{fileRecordText.editDetails}</Button>
          <Button onClick={() => nav.open({ name: 'editFile', id })}>{fileRecordText.editFile}</Button>
          {own.action}
        </>
      }
    />
  );
}

function UploadView({ area: { text, tutor }, page: { nav, list }, extras }: ViewProps) {
  const change = useChange(list, isFileRecord);
  const part = extras.useFormPart();
  const toList = () => nav.returnTo(home);

  function save(fields: FileRecordDetails, file: File | null, partValues: Record<string, string>) {
    if (!file) return;
    const form = new FormData();
    form.set('date', fields.date);
    form.set('title', fields.title);
    form.set('description', fields.description);
    putAudience(form, fields.classes ?? []);
    for (const [name, value] of Object.entries(partValues)) form.set(name, value);
    // Last, so the server has the texts before the file's bytes.
    form.set('file', file, file.name);
    void change.send(tutor.path, 'POST', form, { place: 'first', done: resultText.saved(text.noun), then: toList });
  }

  return <RecordForm heading={text.add} focus={nav.moved} fileLabel={text.file} change={change} part={part} onClose={toList} onSubmit={save} />;
}

function EditView({ area: { text, tutor }, page: { nav, list }, extras, record }: ViewProps & { record: FileRecord }) {
  const change = useChange(list, isFileRecord);
  const part = extras.useFormPart(record);
  const toDetails = () => nav.returnTo(details(record._id));
  const save = (changed: FileRecordDetails, _file: File | null, partValues: Record<string, string>) =>
    void change.send(recordPath(tutor.path, record._id), 'PUT', { ...changed, ...partValues }, { place: 'same', done: resultText.updated(text.noun), then: toDetails });

  return <RecordForm heading={fileRecordText.editDetails} focus={nav.moved} initial={record} change={change} part={part} onClose={toDetails} onSubmit={save} />;
}

function EditFileView({ area: { text, tutor }, page: { nav, list }, record }: ViewProps & { record: FileRecord }) {
  const change = useChange(list, isFileRecord);
  const toDetails = () => nav.returnTo(details(record._id));

  function replace(fields: { date: string }, file: File) {
    const form = new FormData();
    form.set('date', fields.date);
    form.set('file', file, file.name);
    void change.send(recordPath(tutor.path, record._id), 'PATCH', form, { place: 'same', done: resultText.fileReplaced(text.noun), then: toDetails });
  }

  return <FileForm focus={nav.moved} currentFileName={record.fileName} backLabel={text.backToDetails} change={change} onBack={toDetails} onSubmit={replace} />;
}
