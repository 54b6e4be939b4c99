import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_AT_HEADER } from './worker-messages.ts';

beforeEach(() => vi.resetModules());

const savedCopy = (savedAt: number) => new Response('[]', { headers: { [SAVED_AT_HEADER]: String(savedAt) } });
const fresh = () => new Response('[]');

describe('saved answers', () => {
  it('the page shows when its oldest saved answer was saved, and nothing once all are fresh', async () => {
    const { $savedAt, noteAnswer } = await import('./saved-answers.ts');
    noteAnswer('/student/home/notes', savedCopy(2000));
    noteAnswer('/student/home/assignments', savedCopy(1000));
    expect($savedAt.get()).toBe(1000);
    noteAnswer('/student/home/assignments', fresh());
    expect($savedAt.get()).toBe(2000);
    noteAnswer('/student/home/notes', fresh());
    expect($savedAt.get()).toBeNull();
  });

  it('a fresh answer says the server is in reach', async () => {
    const { $offline, serverReached } = await import('./connection.ts');
    const { noteAnswer } = await import('./saved-answers.ts');
    serverReached(false);
    noteAnswer('/student/home/notes', savedCopy(1000));
    expect($offline.get()).toBe(true);
    noteAnswer('/student/home/notes', fresh());
    expect($offline.get()).toBe(false);
  });

  it('a shown answer older than the newest saved one is outdated, and its list hears of it', async () => {
    const { $answerNews, isOutdated, noteAnswer, noteChangedAnswer } = await import('./saved-answers.ts');
    const heard = vi.fn();
    $answerNews.listen(heard);
    noteAnswer('/student/home/notes', savedCopy(1000));
    expect(isOutdated('/student/home/notes')).toBe(false);
    noteChangedAnswer('/student/home/notes', 1500);
    expect(isOutdated('/student/home/notes')).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    // Asked again, the newest copy comes: no longer outdated, so no endless asking.
    noteAnswer('/student/home/notes', savedCopy(1500));
    expect(isOutdated('/student/home/notes')).toBe(false);
    expect(isOutdated('/student/home/events')).toBe(false);
  });

  it('news that came before the answer still counts when the answer arrives', async () => {
    const { $answerNews, isOutdated, noteAnswer, noteChangedAnswer } = await import('./saved-answers.ts');
    noteChangedAnswer('/student/home/notes', 1500);
    const heard = vi.fn();
    $answerNews.listen(heard);
    noteAnswer('/student/home/notes', savedCopy(1000));
    expect(isOutdated('/student/home/notes')).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
