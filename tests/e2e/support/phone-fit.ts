import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Issue 28, part 1, measured in the page: nothing sticks out sideways, and every action a finger
// presses is at least 44 × 44 CSS px (WCAG 2.5.5). Links inside running text are exempt, as the
// criterion exempts them: their size is the line's.

/** A fingertip's target, in CSS px. */
export const TOUCH_TARGET = 44;

/** What a phone's screen shows that does not fit: the page's own width, actions past an edge, targets too small. */
export interface PhoneMisfits {
  scrollWidth: number;
  outside: string[];
  small: string[];
}

/** What the page shows now that does not fit a phone; see `expectFitsPhone`. */
export function phoneMisfits(page: Page): Promise<PhoneMisfits> {
  return page.evaluate((target) => {
    const width = window.innerWidth;
    const actions = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="menuitem"], [role="tab"], td[tabindex]';
    const describe = (element: Element, box: DOMRect) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)} at ${Math.round(box.left)}–${Math.round(box.right)}`;
    /** The box a finger presses: a box to tick or a file input counts with its label, as a press on either works it. */
    const pressedBox = (element: HTMLElement): DOMRect => {
      const own = element.getBoundingClientRect();
      const labels = element instanceof HTMLInputElement && element.labels ? [...element.labels] : [];
      const withLabels = element instanceof HTMLInputElement && (['checkbox', 'radio', 'file'].includes(element.type) || own.width <= 1);
      if (!withLabels || labels.length === 0) return own;
      const boxes = [own, ...labels.map((label) => label.getBoundingClientRect())].filter((box) => box.width > 1);
      const left = Math.min(...boxes.map((box) => box.left));
      const top = Math.min(...boxes.map((box) => box.top));
      return new DOMRect(left, top, Math.max(...boxes.map((box) => box.right)) - left, Math.max(...boxes.map((box) => box.bottom)) - top);
    };
    /** A link in a sentence: its height is the line's, which the criterion allows. */
    const inRunningText = (element: HTMLElement) =>
      element.tagName === 'A' && getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
    // Under an open modal the page is out of reach: only the dialog's actions can be pressed.
    const reachable = document.querySelector('[aria-modal="true"]') ?? document;
    const shown = [...reachable.querySelectorAll<HTMLElement>(actions)].filter((element) => element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0);
    const outside = shown.flatMap((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 1 || box.left < -1) ? [describe(element, box)] : [];
    });
    const small = shown.flatMap((element) => {
      const box = pressedBox(element);
      // Visually hidden (a skip link until focused): nothing there to press.
      if (box.width <= 1 && box.height <= 1) return [];
      if (inRunningText(element)) return [];
      return box.width < target - 0.5 || box.height < target - 0.5 ? [describe(element, box)] : [];
    });
    return { scrollWidth: document.documentElement.scrollWidth, outside, small };
  }, TOUCH_TARGET);
}

/**
 * Fails (softly, so one run lists every misfit) when the page as it is now scrolls sideways,
 * shows an action past an edge, or has an action smaller than 44 × 44 px.
 *
 * @param state what the page shows, for the failure's message: 'students ?mode=edit'
 * @example await expectFitsPhone(page, 'events, the date picker open');
 */
export async function expectFitsPhone(page: Page, state: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const { scrollWidth, outside, small } = await phoneMisfits(page);
  expect.soft(scrollWidth, `${state}: the page is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
  expect.soft(outside, `${state}: actions outside the viewport`).toEqual([]);
  expect.soft(small, `${state}: actions smaller than ${TOUCH_TARGET} × ${TOUCH_TARGET} px`).toEqual([]);
}
