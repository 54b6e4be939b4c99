import { describe, expect, it, vi } from 'vitest';
import type { NoticeMode } from '../../lib/content/url-mode.ts';
import type { UrlMode } from '../../lib/content/use-url-mode.ts';
import { modeOpener } from './record-columns.tsx';

describe("a record's opener on the tutor's page", () => {
  const nav: UrlMode<NoticeMode> = { mode: { name: 'all' }, moved: false, open: vi.fn(), returnTo: vi.fn() };
  const opener = modeOpener(nav, (id) => ({ name: 'edit', id }));

  it("links to the record's view in the address", () => {
    expect(opener.hrefOf({ _id: 'e 1' })).toBe('?mode=edit&id=e+1');
  });

  it('opens it as a new history entry', () => {
    opener.onOpen({ _id: 'e1' });
    expect(nav.open).toHaveBeenCalledWith({ name: 'edit', id: 'e1' });
  });
});
