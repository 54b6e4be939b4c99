import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'info';

/** A button on a toast, which then stays until it is pressed or closed. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction;
}

/** Toasts asked for but not yet shown; the Toasts island shows and removes them. */
export const $pendingToasts = atom<readonly Toast[]>([]);

let lastId = 0;

/** Shows a toast from any island, even one that renders before the toaster is ready. */
export function showToast(kind: ToastKind, message: string, action?: ToastAction): void {
  $pendingToasts.set([...$pendingToasts.get(), { id: ++lastId, kind, message, action }]);
}

export function takePendingToasts(): readonly Toast[] {
  const pending = $pendingToasts.get();
  if (pending.length > 0) $pendingToasts.set([]);
  return pending;
}

const NEXT_PAGE_KEY = 'studyhall:toast';

/**
 * Set once this page has left a toast for the next one: a toaster it hydrates while leaving (a
 * refused session found before the page was idle) must not show that toast here, where no one
 * will see it go.
 */
let leavingWithToast = false;

/** A toast for the page the user is about to be sent to (after sign-up, or a refused session). */
export function showToastOnNextPage(kind: ToastKind, message: string): void {
  leavingWithToast = true;
  try {
    sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify({ kind, message }));
  } catch {
    // Storage blocked: the message is lost, the navigation still happens.
  }
}

/** Moves a toast left by the previous page into the pending list. */
export function receiveToastFromLastPage(): void {
  if (leavingWithToast) return;
  try {
    const saved = sessionStorage.getItem(NEXT_PAGE_KEY);
    if (!saved) return;
    sessionStorage.removeItem(NEXT_PAGE_KEY);
    const { kind, message } = JSON.parse(saved) as Omit<Toast, 'id'>;
    showToast(kind, message);
  } catch {
    // Storage blocked or garbled: nothing to show.
  }
}
