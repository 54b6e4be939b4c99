import { forwardRef, useId, type MouseEvent } from 'react';
import { useStoreOnceHydrated } from '../../lib/hooks/use-store-once-hydrated.ts';
import { $offline } from '../../lib/offline/connection.ts';
import { offlineText } from '../../strings/offline.ts';
import { Button, type ButtonProps } from './button.tsx';

/**
 * A button whose action needs the server (a save, a login, a delete). Offline it stays where it
 * is and keeps the focus, but is marked unavailable and says why beside it, instead of failing
 * after a wait; a press (or Enter in the form) does nothing.
 */
export const NetworkButton = forwardRef<HTMLButtonElement, ButtonProps>(function NetworkButton({ onClick, ...props }, ref) {
  // The static HTML is drawn online: a page loaded offline says so once hydrated, not during.
  const offline = useStoreOnceHydrated($offline, false);
  const reasonId = useId();
  const block = (event: MouseEvent<HTMLButtonElement>) => {
    if (offline) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <>
      <Button
        ref={ref}
        {...props}
        aria-disabled={offline || props['aria-disabled']}
        aria-describedby={offline ? [props['aria-describedby'], reasonId].filter(Boolean).join(' ') : props['aria-describedby']}
        onClick={block}
      />
      {offline ? (
        <span id={reasonId} className="text-sm font-medium text-slate-700">
          {offlineText.needsConnection}
        </span>
      ) : null}
    </>
  );
});
