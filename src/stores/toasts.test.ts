import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  const stored = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
});

describe('a toast for the next page', () => {
  it('is shown by the next page', async () => {
    const leaving = await import('./toasts.ts');
    leaving.showToastOnNextPage('error', 'Your account is blocked!');
    vi.resetModules();
    const next = await import('./toasts.ts');
    next.receiveToastFromLastPage();
    expect(next.takePendingToasts()).toMatchObject([{ kind: 'error', message: 'Your account is blocked!' }]);
  });

  it('is not taken by the page leaving with it, whose toaster may start while it leaves', async () => {
    const leaving = await import('./toasts.ts');
    leaving.showToastOnNextPage('error', 'Your account is blocked!');
    leaving.receiveToastFromLastPage();
    expect(leaving.takePendingToasts()).toEqual([]);
    expect(sessionStorage.getItem('studyhall:toast')).not.toBeNull();
  });
});
