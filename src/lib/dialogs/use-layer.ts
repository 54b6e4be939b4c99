import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useEffectEvent } from '../hooks/use-effect-event.ts';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The elements of `panel` that Tab reaches, in order. */
function tabbable(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
  );
}

export interface LayerOptions {
  /** The element with role="dialog". */
  panel: RefObject<HTMLElement | null>;
  /** A modal layer shuts out the rest of the page; one that is not closes on a click or focus outside it. */
  modal: boolean;
  /** The button that opened the layer: it is not "outside", and it takes the focus back on close. */
  trigger: RefObject<HTMLElement | null>;
  /** Asks the layer's owner to close it (Escape, or a click or focus outside). */
  close: () => void;
  /** Called as the layer goes; `event.preventDefault()` keeps the focus from returning to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * What a dialog or popover does while it is shown, as the WAI-ARIA dialog pattern asks: the focus
 * moves in, Escape closes it, the focus returns to its trigger once it is gone, and a modal one
 * keeps keyboard, pointer and assistive technology out of the page behind it.
 *
 * @example useLayer({ panel, modal: true, trigger, close: () => setOpen(false) });
 */
export function useLayer({ panel, modal, trigger, close, onCloseAutoFocus }: LayerOptions): void {
  // Closed by a click or focus elsewhere: the focus stays where the person put it.
  const dismissed = useRef(false);
  const closeLayer = useEffectEvent(close);
  const returnFocus = useEffectEvent(() => {
    const event = new Event('closeautofocus', { cancelable: true });
    onCloseAutoFocus?.(event);
    if (!event.defaultPrevented && !dismissed.current) trigger.current?.focus();
  });

  useLayoutEffect(() => {
    if (modal && panel.current) return shutOutsideOf(panel.current);
  }, [modal, panel]);

  // Once the layer is gone, and once the render is done: what should take the focus may come with the same update.
  useLayoutEffect(() => () => void setTimeout(returnFocus, 0), []);

  // After the children's effects, so a control that focuses itself (a calendar's day) keeps the
  // focus. Links are passed over: a dialog opens on its own controls.
  useEffect(() => {
    const inside = panel.current;
    if (!inside || inside.contains(document.activeElement)) return;
    (tabbable(inside).find((element) => element.localName !== 'a') ?? inside).focus();
  }, [panel]);

  // In the commit that shows the layer, not after the next frame: Escape pressed as soon as it is
  // seen (a keyboard, a test) would otherwise reach a page that is not listening, and be lost.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeLayer();
      } else if (event.key === 'Tab' && modal && panel.current) {
        keepTabInside(event, panel.current);
      }
    };
    const onOutside = (event: Event) => {
      const target = event.target as Node | null;
      if (!target || panel.current?.contains(target) || trigger.current?.contains(target)) return;
      dismissed.current = true;
      closeLayer();
    };
    document.addEventListener('keydown', onKeyDown);
    if (!modal) {
      document.addEventListener('pointerdown', onOutside, true);
      document.addEventListener('focusin', onOutside);
    }
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside, true);
      document.removeEventListener('focusin', onOutside);
    };
  }, [modal, panel, trigger]);
}

/** Tab from the last control goes round to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, panel: HTMLElement): void {
  const controls = tabbable(panel);
  const first = controls[0];
  const last = controls.at(-1);
  const active = document.activeElement;
  const roundTo = event.shiftKey ? (active === first || active === panel) && last : active === last && first;
  if (first && !roundTo) return;
  event.preventDefault();
  if (roundTo) roundTo.focus();
}

/**
 * Makes every child of the body but the one holding `panel` inert (no focus, no pointer) and
 * hidden from assistive technology, aria-hidden too for tools that do not read `inert`.
 * Returns the undo.
 */
function shutOutsideOf(panel: HTMLElement): () => void {
  let layer: Element = panel;
  while (layer.parentElement && layer.parentElement !== document.body) layer = layer.parentElement;
  const shut: [Element, string | null][] = [];
  for (const element of document.body.children) {
    if (element === layer || element.hasAttribute('inert')) continue;
    shut.push([element, element.getAttribute('aria-hidden')]);
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
  }
  return () => {
    for (const [element, ariaHidden] of shut) {
      element.removeAttribute('inert');
      if (ariaHidden === null) element.removeAttribute('aria-hidden');
      else element.setAttribute('aria-hidden', ariaHidden);
    }
  };
}
