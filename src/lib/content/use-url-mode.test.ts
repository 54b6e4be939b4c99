import { describe, expect, it } from 'vitest';
import { keepInAddress, withPageParameters } from './use-url-mode.ts';

describe("the page's own parameters of the address", () => {
  it('go with every view once the page keeps them, and nothing else of the old address does', () => {
    expect(withPageParameters('?id=3', '?child=7&id=1')).toBe('?id=3');
    keepInAddress('child');
    expect(withPageParameters('?id=3', '?child=7&id=1')).toBe('?id=3&child=7');
    // The page's first view has no query of its own: the child stays.
    expect(withPageParameters('', '?child=7&mode=report')).toBe('?child=7');
    expect(withPageParameters('?day=2026-11-26&mode=report', '?child=a%2Fb')).toBe('?day=2026-11-26&mode=report&child=a%2Fb');
    // No child in the address: the view's query as it is.
    expect(withPageParameters('?id=3', '?id=1')).toBe('?id=3');
  });
});
