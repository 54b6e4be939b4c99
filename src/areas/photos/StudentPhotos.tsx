import { BackButton } from '../../components/content/ViewHeader.tsx';
import { useId, useRef, useState } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { MissingRecord } from '../../components/content/MissingRecord.tsx';
import { RecordList } from '../../components/content/RecordList.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import type { PhotoFile, PhotoSection } from '../../../contract/records/photo-section.ts';
import { parseStudentView, studentList, studentViewSearch } from '../../lib/content/url-mode.ts';
import { useRecordLeft } from '../../lib/content/use-record-left.ts';
import { useRecords } from '../../lib/content/use-records.ts';
import { useUrlMode } from '../../lib/content/use-url-mode.ts';
import { photosText as text } from '../../strings/photos.ts';
import { studentPhotos } from './area.ts';
import { PhotoGrid, type PhotoLayout } from './PhotoGrid.tsx';
import { PhotoViewer } from './PhotoViewer.tsx';

/**
 * Two columns (spec §9). A column is half the screen less the page's margins and the gap, so a
 * 360 px phone asks for about 160 px and takes the 480 rendition even at three device pixels per
 * CSS pixel; past 48rem the grid stops growing.
 */
const studentLayout: PhotoLayout = { columns: 2, sizes: '(min-width: 48rem) 23rem, calc(50vw - 1.5rem)' };

/** The student's photos page (island; spec §2): 'Photo Catagories', and a section's grid with Back (`?id=…`). */
export default function StudentPhotos() {
  const { mode: view, moved, open, returnTo } = useUrlMode(parseStudentView, studentViewSearch);
  const list = useRecords(studentPhotos);
  const headingId = useId();
  // Back from a section, the list shows the page holding it.
  const left = useRecordLeft(studentViewSearch(view), view.id);

  if (view.id === null) {
    return (
      <section key="list" className="flex flex-col gap-4">
        <ViewHeading focus={moved} id={headingId}>
          {text.categories}
        </ViewHeading>
        <DataState state={list.state} onRetry={list.retry} empty={text.noCategories}>
          {(sections) => (
            <RecordList
              records={sections}
              labelledBy={headingId}
              titleOf={(section) => section.subject}
              hrefOf={(section) => studentViewSearch({ id: section._id, area: null })}
              onOpen={(section) => open({ id: section._id, area: null })}
              holding={left}
            />
          )}
        </DataState>
      </section>
    );
  }

  const id = view.id;
  const toList = () => returnTo(studentList);
  return (
    <DataState key={id} state={list.state} onRetry={list.retry}>
      {(sections) => {
        const section = sections.find(({ _id }) => _id === id);
        if (!section) return <MissingRecord focus={moved} onBack={toList} />;
        return <SectionGrid section={section} focus={moved} onBack={toList} />;
      }}
    </DataState>
  );
}

function SectionGrid({ section, focus, onBack }: { section: PhotoSection; focus: boolean; onBack: () => void }) {
  const headingId = useId();
  const [shown, setShown] = useState<PhotoFile | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <section className="flex flex-col gap-4">
      <ViewHeading focus={focus} id={headingId}>
        {section.subject}
      </ViewHeading>
      {section.files.length === 0 ? <p className="text-slate-700">{text.noPhotos}</p> : null}
      <PhotoGrid
        photos={section.files}
        layout={studentLayout}
        labelledBy={headingId}
        item={(photo, image) => (
          // The image's alt text, its file name, names the button.
          <button
            type="button"
            className="block w-full cursor-zoom-in rounded-md"
            onClick={(event) => {
              opener.current = event.currentTarget;
              setShown(photo);
            }}
          >
            {image}
          </button>
        )}
      />
      <PhotoViewer photo={shown} onClose={() => setShown(null)} opener={opener} />
      <BackButton className="self-start" onClick={onBack} />
    </section>
  );
}
