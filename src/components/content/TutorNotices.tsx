import type { ComponentType } from 'react';
import type { WithAudience } from '../../../contract/records/audience.ts';
import type { ModeQuestion } from '../../lib/content/mode-question.ts';
import type { NoticeArea } from '../../lib/content/notice-area.ts';
import { parseNoticeMode, tutorModeSearch, type NoticeMode } from '../../lib/content/url-mode.ts';
import { useAreaPage, type AreaPage } from '../../lib/content/use-area-page.ts';
import { useChange } from '../../lib/content/use-change.ts';
import type { Records } from '../../lib/content/use-records.ts';
import { useHydrated } from '../../lib/forms/use-hydrated.ts';
import { resultText } from '../../strings/content.ts';
import { Pencil } from '../icons/pencil.ts';
import { Button } from '../ui/button.tsx';
import { NewRecordView } from './NewRecordView.tsx';
import { modeOpener, type RecordOpener } from './record-columns.tsx';
import { RecordDetails, type RecordContent } from './RecordDetails.tsx';
import type { Column } from './RecordTable.tsx';
import { RecordView } from './ListViews.tsx';
import { TutorTable } from './TutorTable.tsx';
import { UploadProgressBar } from './UploadProgress.tsx';
import { BackButton } from './ViewHeader.tsx';
import { ViewHeading } from './ViewHeading.tsx';

/** A notice form's call body: a multipart form when it carries a file, else JSON. */
export type NoticeBody = FormData | Record<string, string | string[]>;

/** A notice as the tutor's pages need it: its id, and who it is for. */
type NoticeRecord = { _id: string } & WithAudience;

export interface NoticeFormProps<T> {
  /** The record being edited; left out, the form writes a new one. */
  record?: T;
  /** While the form is being sent: the fields wait, keeping what was typed and chosen. */
  busy: boolean;
  /** Gets the checked body to send, with the id in it when editing (spec §7). */
  onSubmit: (body: NoticeBody) => void;
}

/** A notice area's own pieces: its description, the 'all' table's columns, the details, and the form. */
export interface NoticeViews<T extends NoticeRecord> {
  area: NoticeArea<T>;
  /** The columns before Edit and Delete; the opener opens a record's details. */
  columns: (opener: RecordOpener<T>) => Column<T>[];
  content: (record: T) => RecordContent;
  Form: ComponentType<NoticeFormProps<T>>;
  /** The list's order where it is not the answer's (events: the coming ones first). */
  arrange?: (records: readonly T[]) => readonly T[];
}

const home: NoticeMode = { name: 'home' };
const all: NoticeMode = { name: 'all' };
/** Asked over the 'all' table, which stays as it was. */
const deleteQuestion: ModeQuestion<NoticeMode> = { ask: (id) => ({ name: 'delete', id }), over: all };

interface ViewProps<T extends NoticeRecord> {
  views: NoticeViews<T>;
  page: AreaPage<NoticeMode, T>;
}

/**
 * A tutor's page of notices (spec §2, §4): home (the form and the way to all), all (the table
 * with Edit and Delete), details, edit and delete, each a mode in the address. Back from
 * details and edit, and Cancel in delete, return to all.
 */
export function TutorNotices<T extends NoticeRecord>({ views }: { views: NoticeViews<T> }) {
  const page = useAreaPage(views.area.tutor, parseNoticeMode, tutorModeSearch, views.arrange);
  const { nav } = page;
  const { mode } = nav;
  const props = { views, page };

  if (mode.name === 'home') return <HomeView key="home" {...props} />;
  if (mode.name === 'all' || mode.name === 'delete') return <AllView key="all" {...props} />;
  return (
    <RecordView key={tutorModeSearch(mode)} {...page} id={mode.id} back={all}>
      {(record) =>
        mode.name === 'edit' ? <EditView {...props} record={record} /> : <RecordDetails {...views.content(record)} focus={nav.moved} onBack={() => nav.returnTo(all)} />
      }
    </RecordView>
  );
}

function HomeView<T extends NoticeRecord>({ views, page: { nav, list } }: ViewProps<T>) {
  const { text } = views.area;
  return (
    <NewRecordView heading={text.formHeading} focus={nav.moved} showAll={text.showAll} onShowAll={() => nav.open(all)}>
      {(onSaved) => <NewNotice views={views} list={list} onSaved={onSaved} />}
    </NewRecordView>
  );
}

/** The area's form of a new record, with its upload's progress. */
function NewNotice<T extends NoticeRecord>({ views: { area, Form }, list, onSaved }: { views: NoticeViews<T>; list: Records<T>; onSaved: () => void }) {
  const change = useChange(list, area.isRecord);
  const hydrated = useHydrated();
  const create = (body: NoticeBody) => void change.send(area.tutor.path, 'POST', body, { place: 'first', done: resultText.saved(area.text.noun), then: onSaved });
  return (
    <>
      <Form busy={!hydrated || change.busy} onSubmit={create} />
      {change.upload ? <UploadProgressBar {...change.upload} /> : null}
    </>
  );
}

/** The table with Edit and Delete, Back leading home. */
function AllView<T extends NoticeRecord>({ views: { area, columns }, page }: ViewProps<T>) {
  const { nav } = page;
  const { text } = area;
  const edit: Column<T> = {
    header: text.editColumn,
    narrow: true,
    cell: (record) => (
      <Button variant="ghost" size="icon" aria-label={`${text.editColumn}: ${area.titleOf(record)}`} onClick={() => nav.open({ name: 'edit', id: record._id })}>
        <Pencil aria-hidden="true" className="size-5" />
      </Button>
    ),
  };
  return (
    <TutorTable
      page={page}
      heading={text.allHeading}
      action={<BackButton onClick={() => nav.returnTo(home)} />}
      empty={text.empty}
      columns={columns(modeOpener(nav, (id) => ({ name: 'details', id })))}
      actions={[edit]}
      remove={{ question: deleteQuestion, listPath: area.tutor.path, noun: text.noun, header: text.deleteColumn, questionText: text.deleteQuestion, titleOf: area.titleOf }}
    />
  );
}

function EditView<T extends NoticeRecord>({ views: { area, Form }, page: { nav, list }, record }: ViewProps<T> & { record: T }) {
  const change = useChange(list, area.isRecord);
  const toAll = () => nav.returnTo(all);
  const save = (body: NoticeBody) => void change.send(area.tutor.path, 'PATCH', body, { place: 'same', done: resultText.updated(area.text.noun), then: toAll });

  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <ViewHeading focus={nav.moved}>{area.text.editHeading}</ViewHeading>
      <Form record={record} busy={change.busy} onSubmit={save} />
      <BackButton className="self-start" onClick={toAll} />
    </section>
  );
}
