import { Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { MissingRecord } from '../../components/content/MissingRecord.tsx';
import { Pager } from '../../components/content/Pager.tsx';
import { RecordLink } from '../../components/content/RecordLink.tsx';
import { BackButton, ViewHeader } from '../../components/content/ViewHeader.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import type { PhotoSection } from '../../../contract/records/photo-section.ts';
import { tutorModeSearch } from '../../lib/content/url-mode.ts';
import { useRecordDelete } from '../../lib/content/use-record-delete.ts';
import { usePaging } from '../../lib/content/use-paging.ts';
import { photosText as text } from '../../strings/photos.ts';
import { tutorPhotos } from './area.ts';
import { allMode, homeMode, imagesMode, type PhotoViewProps } from './views.ts';

/**
 * The 'all' view (spec §2): the sections numbered, each opening its images, with 'Edit Subject'
 * and 'delete'; delete asks 'this whole section will be permenantly deleted ?'. Back leads home.
 * A page of sections at a time: the one asked about, or else the one the tutor `left`, is shown.
 */
export function SectionList({ nav, list, left }: PhotoViewProps & { left: string | null }) {
  const headingId = useId();
  const { mode } = nav;
  const asked = mode.name === 'delete' ? mode.id : null;
  const remove = useRecordDelete({ list, asked, headingId, listPath: tutorPhotos.path, noun: text.noun, onSettle: () => nav.returnTo(allMode) });
  const { state } = list;

  if (remove.missing) return <MissingRecord focus={nav.moved} onBack={() => nav.returnTo(allMode)} />;
  return (
    <section className="flex flex-col gap-4">
      <ViewHeader focus={nav.moved} id={headingId} action={<BackButton onClick={() => nav.returnTo(homeMode)} />}>
        {text.allHeading}
      </ViewHeader>
      <DataState state={state} onRetry={list.retry} empty={text.empty}>
        {(sections) => (
          <SectionPages sections={sections} holding={asked ?? left} labelledBy={headingId}>
            {(section) => (
              <SectionItem
                key={section._id}
                section={section}
                nav={nav}
                asked={asked === section._id}
                deleting={remove.deleting}
                onDelete={() => void remove.deleteRecord(section)}
                onDeleted={remove.onCloseAutoFocus(section._id)}
              />
            )}
          </SectionPages>
        )}
      </DataState>
    </section>
  );
}

interface SectionPagesProps {
  sections: readonly PhotoSection[];
  holding: string | null;
  labelledBy: string;
  children: (section: PhotoSection) => ReactNode;
}

/** One page of the numbered sections, numbered on from the pages before it, and the pager. */
function SectionPages({ sections, holding, labelledBy, children }: SectionPagesProps) {
  const { page, shown, goTo } = usePaging(sections, { holding });
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <ol
        aria-labelledby={labelledBy}
        start={page.start + 1}
        className="flex list-decimal flex-col gap-2 pl-8 marker:font-semibold marker:text-slate-700"
      >
        {shown.map((section) => children(section))}
      </ol>
      <Pager page={page} labelledBy={labelledBy} onPage={goTo} />
    </div>
  );
}

interface SectionItemProps extends Pick<PhotoViewProps, 'nav'> {
  section: PhotoSection;
  asked: boolean;
  deleting: boolean;
  onDelete: () => void;
  onDeleted: (event: Event) => void;
}

function SectionItem({ section, nav, asked, deleting, onDelete, onDeleted }: SectionItemProps) {
  const { _id: id, subject } = section;
  return (
    <li className="rounded-md bg-white p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <span className="min-w-0">
          <RecordLink href={tutorModeSearch(imagesMode(id))} onOpen={() => nav.open(imagesMode(id))}>
            {subject}
          </RecordLink>
        </span>
        <span className="flex flex-wrap gap-2">
          <Button variant="outline" aria-label={`${text.editSubject}: ${subject}`} onClick={() => nav.open({ name: 'editSubject', id })}>
            {text.editSubject}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="text-danger-700" aria-label={`${text.deleteSection}: ${subject}`}>
                <Trash2 aria-hidden="true" className="size-5" />
                {text.deleteSection}
              </Button>
            }
            question={text.deleteSectionQuestion}
            confirmLabel={text.delete}
            cancelLabel={text.cancel}
            onConfirm={onDelete}
            open={asked}
            onOpenChange={(open) => (open ? nav.open({ name: 'delete', id }) : nav.returnTo(allMode))}
            busy={deleting}
            onCloseAutoFocus={onDeleted}
          />
        </span>
      </div>
    </li>
  );
}
