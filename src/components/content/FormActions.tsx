import { ArrowLeft } from '../icons/arrow-left.ts';
import { Button } from '../ui/button.tsx';
import { NetworkButton } from '../ui/network-button.tsx';

/**
 * A form's last row: its submit button, which waits while offline, and Back. Not built on the
 * views' BackButton: that one ships with the list views, which a profile's form does not load.
 */
export function FormActions({ submit, back, onBack }: { submit: string; back: string; onBack: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <NetworkButton type="submit">{submit}</NetworkButton>
      <Button variant="outline" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-5" />
        {back}
      </Button>
    </div>
  );
}
