import { useStore } from '@nanostores/react';
import { useEffect, useState, type ComponentType } from 'react';
import { toastText } from '../strings/navigation.ts';
import { $pendingToasts, receiveToastFromLastPage, takePendingToasts, type Toast } from '../stores/toasts.ts';

/** What the toaster takes: the toasts waiting in the queue, to show and take out of it. */
export interface ToasterProps {
  pending: readonly Toast[];
}


/**
 * Shows the toasts any island asks for. Most visits show none, so the toaster (sonner and its
 * stylesheet) loads when the first one is asked for; until then they wait in the queue. Should
 * it fail to load (the device went offline after the page loaded), they show as plain notices.
 */
export default function Toasts() {
  const pending = useStore($pendingToasts);
  const waiting = pending.length > 0;
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | 'failed' | null>(null);
  useEffect(receiveToastFromLastPage, []);
  useEffect(() => {
    if (!waiting || Toaster) return;
    import('./Toaster.tsx').then(
      (loaded) => setToaster(() => loaded.default),
      () => setToaster('failed'),
    );
  }, [waiting, Toaster]);

  if (Toaster === 'failed') return <PlainToasts />;
  return Toaster ? <Toaster pending={pending} /> : null;
}

/** The queued toasts as plain notices, each until closed. */
function PlainToasts() {
  const [shown, setShown] = useState<readonly Toast[]>([]);
  // Takes the toasts already waiting, then each one as it is asked for.
  useEffect(
    () =>
      $pendingToasts.subscribe(() => {
        const taken = takePendingToasts();
        if (taken.length > 0) setShown((current) => [...current, ...taken]);
      }),
    [],
  );
  return (
    <section aria-label={toastText.region} className="fixed end-4 bottom-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2">
      {shown.map(({ id, kind, message, action }) => (
        <div key={id} role={kind === 'error' ? 'alert' : 'status'} className="flex items-start gap-2 rounded-md bg-white p-3 text-sm shadow-lg ring-1 ring-slate-300">
          <p className="flex-1">{message}</p>
          {action ? (
            <button type="button" className="min-h-11 shrink-0 rounded bg-brand-700 px-3 font-medium text-white" onClick={action.run}>
              {action.label}
            </button>
          ) : null}
          <button
            type="button"
            aria-label={toastText.close}
            className="-m-2 size-11 shrink-0 rounded text-slate-600 hover:text-slate-900"
            onClick={() => setShown((current) => current.filter((toast) => toast.id !== id))}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
