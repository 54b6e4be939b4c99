import { offlineText } from '../../strings/offline.ts';
import { shownTime } from '../dates/page-dates.ts';
import { $offline } from './connection.ts';
import { $savedAt } from './saved-answers.ts';

/**
 * Keeps the shell's offline banner (a live region, so the change is read out) saying when what
 * the page shows was saved, while the server is out of reach and a list came from the cache.
 */
export function showOfflineBanner(region: Element | null): void {
  if (!region) return;
  const update = () => {
    const savedAt = $savedAt.get();
    const text = $offline.get() && savedAt !== null ? offlineText.banner(shownTime(savedAt)) : '';
    if (region.textContent !== text) region.textContent = text;
  };
  $offline.listen(update);
  $savedAt.listen(update);
  update();
}
