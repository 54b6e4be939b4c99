import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
// Shipped as a file: sonner's own run-time <style> breaks the page's policy (src/integrations/csp-safe-styles.ts).
import 'sonner/dist/styles.css';
import './toasts.css';
import { $pendingToasts, receiveToastFromLastPage, takePendingToasts } from '../stores/toasts.ts';

/** Shows the toasts any island asks for: top-right, 5 s, paused while hovered or the page is hidden. */
export default function Toasts() {
  const pending = useStore($pendingToasts);
  useEffect(receiveToastFromLastPage, []);
  useEffect(() => {
    for (const { kind, message } of takePendingToasts()) toast[kind](message);
  }, [pending]);
  return <Toaster position="top-right" duration={5000} richColors closeButton />;
}
