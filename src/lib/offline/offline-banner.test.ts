import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_AT_HEADER } from './worker-messages.ts';

beforeEach(() => vi.resetModules());

describe('the offline banner', () => {
  it('says when what the page shows was saved, only while offline with a saved answer shown', async () => {
    const { serverReached } = await import('./connection.ts');
    const { noteAnswer } = await import('./saved-answers.ts');
    const { showOfflineBanner } = await import('./offline-banner.ts');
    const region = { textContent: '' } as Element;
    showOfflineBanner(region);
    expect(region.textContent).toBe('');

    noteAnswer('/student/home/notes', new Response('[]', { headers: { [SAVED_AT_HEADER]: String(new Date(2026, 10, 22, 8, 30).getTime()) } }));
    expect(region.textContent).toBe('');
    serverReached(false);
    await vi.waitFor(() => expect(region.textContent).toBe('You are offline — showing what was saved at 08:30'));
    serverReached(true);
    await vi.waitFor(() => expect(region.textContent).toBe(''));
  });
});
