import { newsText } from '../../strings/news.ts';

/** "New" beside a record the student has not seen yet: after its title, so it is heard after it too. */
export function NewMarker({ id }: { id?: string }) {
  return <span id={id} className="ms-2 inline-block rounded bg-amber-100 px-1.5 text-sm font-semibold text-amber-950 ring-1 ring-amber-300">{newsText.marker}</span>;
}
