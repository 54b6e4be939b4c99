import { offlineText } from '../../strings/offline.ts';
import { $offline } from './connection.ts';
import { $savedAt } from './saved-answers.ts';

/** When a copy was saved, on the school's clock; the page's date formats load only once a page is offline. */
async function savedTime(savedAt: number): Promise<string> {
  const { shownTime } = await import('../dates/page-dates.ts');
  return shownTime(savedAt);
}

/**
 * Keeps the shell's offline banner (a live region, so the change is read out) saying when what
 * the page shows was saved, while the server is out of reach and a list came from the cache.
 */
export function showOfflineBanner(region: Element | null): void {
  if (!region) return;
  let latest = 0;
  const update = async () => {
    const turn = ++latest;
    const savedAt = $savedAt.get();
    const text = $offline.get() && savedAt !== null ? offlineText.banner(await savedTime(savedAt)) : '';
    // A later change may have been written while the formats loaded: the latest one wins.
    if (turn === latest && region.textContent !== text) region.textContent = text;
  };
  $offline.listen(() => void update());
  $savedAt.listen(() => void update());
  void update();
}
