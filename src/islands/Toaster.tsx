import { useEffect, useState } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
// Shipped as a file: sonner's own run-time <style> breaks the page's policy (astro.config.mjs).
import 'sonner/dist/styles.css';
import './toasts.css';
import { toastText } from '../strings/navigation.ts';
import { takePendingToasts } from '../stores/toasts.ts';
import type { ToasterProps } from './Toasts.tsx';

/**
 * The toaster, loaded by the Toasts island with the first toast: bottom, at the end of the line
 * (across a phone's width), 5 s (a toast with a button stays until used or closed), paused while
 * hovered or the page is hidden. It empties the queue of toasts asked for until now and after.
 */
export default function Toaster({ pending }: ToasterProps) {
  const regionReady = useAfterNextPaint();
  useEffect(() => {
    if (!regionReady) return;
    for (const { kind, message, action } of takePendingToasts()) {
      toast[kind](message, action && { action: { label: action.label, onClick: action.run }, duration: Infinity });
    }
  }, [pending, regionReady]);
  // At the bottom, where nothing stays: the header's menu and logout and a centred dialog's buttons are left free.
  return <Sonner position={document.documentElement.dir === 'rtl' ? 'bottom-left' : 'bottom-right'} duration={5000} richColors closeButton containerAriaLabel={toastText.region} toastOptions={{ closeButtonAriaLabel: toastText.close }} />;
}

/**
 * False until the browser has drawn the component once. sonner's live region is new: screen
 * readers announce what is added to a region they already know, not a region that arrives full.
 */
function useAfterNextPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
