import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { NewsArea } from '../../../contract/records/news.ts';
import { $news, markRead } from '../../stores/news.ts';

const none = () => false;

/**
 * The records of an area's list that were new when the student opened it, marked for as long as
 * the page stays: once both the list and the news are here, the list counts as read on the
 * server (every device, the menu's count gone), and what was new stays marked on this page.
 *
 * @param area the list's news area; undefined for a list without markers
 * @param listReady whether the list is shown: it is read only once it was there to read
 * @example const isNew = useListNews('notes', list.state.status === 'ready'); isNew(note._id)
 */
export function useListNews(area: NewsArea | undefined, listReady: boolean): (id: string) => boolean {
  const news = useStore($news);
  const [arrived, setArrived] = useState<ReadonlySet<string> | null>(null);
  // Taken while rendering, the first time both are here: what was new then stays marked.
  if (area && listReady && news && !arrived) setArrived(new Set(news[area]));
  useEffect(() => {
    if (area && arrived) void markRead(area);
  }, [area, arrived]);
  return arrived ? (id) => arrived.has(id) : none;
}
