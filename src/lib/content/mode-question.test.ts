import { describe, expect, it, vi } from 'vitest';
import { askedAbout, questionToggle, type ModeQuestion } from './mode-question.ts';
import type { PhotosMode } from './url-mode.ts';
import type { UrlMode } from './use-url-mode.ts';

const deleteSection: ModeQuestion<PhotosMode> = { ask: (id) => ({ name: 'delete', id }), over: { name: 'all' } };

function navAt(mode: PhotosMode): UrlMode<PhotosMode> {
  return { mode, moved: false, open: vi.fn(), returnTo: vi.fn() };
}

describe('a question kept in the address', () => {
  it('is open about the record its mode names', () => {
    expect(askedAbout({ name: 'delete', id: 's1' }, deleteSection)).toBe('s1');
  });

  it('is closed in any other view, one of the same record included', () => {
    expect(askedAbout({ name: 'all' }, deleteSection)).toBeNull();
    expect(askedAbout({ name: 'images', id: 's1' }, deleteSection)).toBeNull();
  });

  it("opens only the asked record's dialog", () => {
    const nav = navAt({ name: 'delete', id: 's1' });
    expect(questionToggle(nav, deleteSection, 's1').open).toBe(true);
    expect(questionToggle(nav, deleteSection, 's2').open).toBe(false);
  });

  it('asks by opening its mode, so Back closes it', () => {
    const nav = navAt({ name: 'all' });
    questionToggle(nav, deleteSection, 's2').onOpenChange(true);
    expect(nav.open).toHaveBeenCalledWith({ name: 'delete', id: 's2' });
  });

  it('closes by returning to the view it was asked over', () => {
    const nav = navAt({ name: 'delete', id: 's1' });
    questionToggle(nav, deleteSection, 's1').onOpenChange(false);
    expect(nav.returnTo).toHaveBeenCalledWith({ name: 'all' });
    expect(nav.open).not.toHaveBeenCalled();
  });
});
