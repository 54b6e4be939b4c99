import { NewRecordView } from '../../components/content/NewRecordView.tsx';
import { RecordView } from '../../components/content/ListViews.tsx';
import { parsePhotosMode, tutorModeSearch } from '../../lib/content/url-mode.ts';
import { useAreaPage } from '../../lib/content/use-area-page.ts';
import { photosText as text } from '../../strings/photos.ts';
import { tutorPhotos } from './area.ts';
import { EditSubject } from './EditSubject.tsx';
import { NewSectionForm } from './NewSectionForm.tsx';
import { SectionImages } from './SectionImages.tsx';
import { SectionList } from './SectionList.tsx';
import { allMode } from './views.ts';

/**
 * The tutor's photos page (island; spec §2, §4): home (the new section's form), all (the
 * numbered sections), a section's images and its editSubject form, each a mode in the
 * address. The questions over all and images are modes too, so Back closes them first.
 */
export default function TutorPhotos() {
  const page = useAreaPage(tutorPhotos, parsePhotosMode, tutorModeSearch);
  const { nav } = page;
  const { mode } = nav;

  if (mode.name === 'home') {
    return (
      <NewRecordView key="home" heading={text.formHeading} focus={nav.moved} showAll={text.showAll} onShowAll={() => nav.open(allMode)}>
        {(onSaved) => <NewSectionForm list={page.list} onSaved={onSaved} />}
      </NewRecordView>
    );
  }
  // The delete question opens over the list, which stays as it was.
  if (mode.name === 'all' || mode.name === 'delete') return <SectionList key="all" page={page} />;
  // The add question opens over the images, which stay as they were.
  const view = mode.name === 'editSubject' ? 'editSubject' : 'images';
  return (
    <RecordView key={`${view}:${mode.id}`} {...page} id={mode.id} back={allMode}>
      {(section) => (view === 'editSubject' ? <EditSubject page={page} section={section} /> : <SectionImages page={page} section={section} />)}
    </RecordView>
  );
}
