import { contentText } from '../../strings/content.ts';
import { Button } from '../ui/button.tsx';
import { ViewHeading } from './ViewHeading.tsx';

/** Where a record was asked for that the list does not have (deleted meanwhile, or an old address). */
export function MissingRecord({ focus, onBack }: { focus: boolean; onBack: () => void }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <ViewHeading focus={focus}>{contentText.missingHeading}</ViewHeading>
      <p>{contentText.missing}</p>
      <Button variant="outline" onClick={onBack}>
        {contentText.backToList}
      </Button>
    </div>
  );
}
