import { atom } from 'nanostores';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useStoreOnceHydrated } from './use-store-once-hydrated.ts';

describe('useStoreOnceHydrated', () => {
  it('draws the static HTML with the value given, not the store’s, which Preact would read at once', () => {
    const $mood = atom('kept in this browser');
    function Mood() {
      return createElement('p', null, useStoreOnceHydrated($mood, 'as drawn'));
    }
    expect(renderToStaticMarkup(createElement(Mood))).toBe('<p>as drawn</p>');
  });
});
