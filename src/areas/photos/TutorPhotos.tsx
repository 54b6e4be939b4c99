import { DataState } from '../../components/content/DataState.tsx';
import { MissingRecord } from '../../components/content/MissingRecord.tsx';
import { parsePhotosMode, tutorModeSearch } from '../../lib/content/url-mode.ts';
import { useRecordLeft } from '../../lib/content/use-record-left.ts';
import { useRecords } from '../../lib/content/use-records.ts';
import { useUrlMode } from '../../lib/content/use-url-mode.ts';
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
  const nav = useUrlMode(parsePhotosMode, tutorModeSearch);
  const list = useRecords(tutorPhotos);
  const { mode } = nav;
  const left = useRecordLeft(tutorModeSearch(mode), 'id' in mode ? mode.id : null);
  const props = { nav, list };

  if (mode.name === 'home') return <NewSectionForm key="home" {...props} />;
  // The delete question opens over the list, which stays as it was.
  if (mode.name === 'all' || mode.name === 'delete') return <SectionList key="all" {...props} left={left} />;
  // The add question opens over the images, which stay as they were.
  const view = mode.name === 'editSubject' ? 'editSubject' : 'images';
  return (
    <DataState key={`${view}:${mode.id}`} state={list.state} onRetry={list.retry}>
      {(sections) => {
        const section = sections.find(({ _id }) => _id === mode.id);
        if (!section) return <MissingRecord focus={nav.moved} onBack={() => nav.returnTo(allMode)} />;
        if (view === 'editSubject') return <EditSubject {...props} section={section} />;
        return <SectionImages {...props} section={section} />;
      }}
    </DataState>
  );
}
