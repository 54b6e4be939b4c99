import { useId, type ReactNode } from 'react';
import { AudienceLabel } from '../../components/content/AudienceLabel.tsx';
import { ListView, MissingRecord } from '../../components/content/ListViews.tsx';
import { Pager } from '../../components/content/Pager.tsx';
import { RecordLink } from '../../components/content/RecordLink.tsx';
import { BackButton } from '../../components/content/ViewHeader.tsx';
import { Trash } from '../../components/icons/trash.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import type { PhotoSection } from '../../../contract/records/photo-section.ts';
import { useAudiencesNamed } from '../../lib/content/audiences-named.ts';
import type { ModeQuestion, QuestionState } from '../../lib/content/mode-question.ts';
import { tutorModeSearch, type PhotosMode } from '../../lib/content/url-mode.ts';
import { useRecordDelete } from '../../lib/content/use-record-delete.ts';
import { usePaging } from '../../lib/content/use-paging.ts';
import { audiencesText } from '../../strings/audiences.ts';
import { photosText as text } from '../../strings/photos.ts';
import { tutorPhotos } from './area.ts';
import { allMode, homeMode, imagesMode, type PhotosPage } from './views.ts';

/** Asked over all, which stays as it was. */
const deleteSection: ModeQuestion<PhotosMode> = { ask: (id) => ({ name: 'delete', id }), over: allMode };

/**
 * The 'all' view (spec §2): the sections numbered, each opening its images, with 'Edit Subject'
 * and 'delete'; delete asks 'this whole section will be permenantly deleted ?'. Back leads home.
 * A page of sections at a time: the one asked about, or else the one the tutor `left`, is shown.
 */
export function SectionList({ page }: { page: PhotosPage }) {
  const headingId = useId();
  const { nav } = page;
  const remove = useRecordDelete(page, { question: deleteSection, headingId, listPath: tutorPhotos.path, noun: text.noun });
  const list = useAudiencesNamed(page.list);

  const back = <BackButton onClick={() => nav.returnTo(homeMode)} />;

  if (remove.missing) return <MissingRecord focus={nav.moved} onBack={() => nav.returnTo(allMode)} />;
  return (
    <ListView list={list} heading={text.allHeading} focus={nav.moved} headingId={headingId} action={back} empty={text.empty}>
      {(sections) => (
        <SectionPages sections={sections} holding={remove.asked ?? page.left} labelledBy={headingId}>
          {(section) => <SectionItem key={section._id} section={section} nav={nav} question={remove.questionOf(section)} />}
        </SectionPages>
      )}
    </ListView>
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
        className="flex list-decimal flex-col gap-2 ps-8 marker:font-semibold marker:text-slate-700"
      >
        {shown.map((section) => children(section))}
      </ol>
      <Pager page={page} labelledBy={labelledBy} onPage={goTo} />
    </div>
  );
}

interface SectionItemProps extends Pick<PhotosPage, 'nav'> {
  section: PhotoSection;
  /** The delete question about the section. */
  question: QuestionState;
}

function SectionItem({ section, nav, question }: SectionItemProps) {
  const { _id: id, subject } = section;
  return (
    <li className="rounded-md bg-white p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <span className="flex min-w-0 flex-col">
          <RecordLink href={tutorModeSearch(imagesMode(id))} onOpen={() => nav.open(imagesMode(id))}>
            {subject}
          </RecordLink>
          <span className="text-sm text-slate-700">
            {audiencesText.column}: <AudienceLabel classes={section.classes} />
          </span>
        </span>
        <span className="flex flex-wrap gap-2">
          <Button variant="outline" aria-label={`${text.editSubject}: ${subject}`} onClick={() => nav.open({ name: 'editSubject', id })}>
            {text.editSubject}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="text-danger-700" aria-label={`${text.deleteSection}: ${subject}`}>
                <Trash aria-hidden="true" className="size-5" />
                {text.deleteSection}
              </Button>
            }
            question={text.deleteSectionQuestion}
            confirmLabel={text.delete}
            cancelLabel={text.cancel}
            {...question}
          />
        </span>
      </div>
    </li>
  );
}
