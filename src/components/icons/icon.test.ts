import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, icon } from './icon.tsx';
import { ChevronLeft } from './chevron-left.ts';
import { Eye } from './eye.ts';

describe('Icon', () => {
  it("draws on Lucide's 24-unit square, stroked in the text's colour and hidden from screen readers", () => {
    expect(renderToStaticMarkup(createElement(Icon, null, createElement('path', { d: 'M18 6 6 18' })))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M18 6 6 18"></path></svg>',
    );
  });

  it("takes the caller's class and attributes", () => {
    const markup = renderToStaticMarkup(createElement(Eye, { className: 'size-5 text-danger-700', 'aria-hidden': 'true' }));
    expect(markup).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]* aria-hidden="true" class="size-5 text-danger-700">/);
    expect(markup).toContain('<circle cx="12" cy="12" r="3"></circle></svg>');
  });

  it('draws an icon\'s shapes in order, each with its attributes', () => {
    const Shaped = icon([['rect', { x: '3', y: '3', width: '18', height: '18', rx: '2' }], ['circle', { cx: '13', cy: '7', r: '1', fill: 'currentColor' }]]);
    expect(renderToStaticMarkup(createElement(Shaped))).toMatch(/><rect x="3" y="3" width="18" height="18" rx="2"><\/rect><circle cx="13" cy="7" r="1" fill="currentColor"><\/circle><\/svg>$/);
  });

  it('mirrors an icon that points along the line on a right-to-left page, and no other', () => {
    expect(renderToStaticMarkup(createElement(ChevronLeft, { className: 'size-5' }))).toMatch(/ class="rtl:-scale-x-100 size-5"/);
    expect(renderToStaticMarkup(createElement(Eye, { className: 'size-5' }))).toMatch(/ class="size-5"/);
  });
});
