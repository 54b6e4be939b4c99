import { useId } from 'react';
import type { SchoolClass } from '../../../contract/records/school-class.ts';
import type { Audience } from '../../lib/content/use-audience.ts';
import { useSchoolClasses } from '../../lib/content/school-classes.ts';
import { audiencesText as text } from '../../strings/audiences.ts';
import { Button } from '../ui/button.tsx';
import { FieldError } from '../ui/field-frame.tsx';

/**
 * Who a record is for: "Whole school", or "Some classes" with a box for each class. Archived
 * classes are hidden, but for one the record is already for, so an edit shows what it keeps.
 * Loaded with its form, on first use (`AudienceField`).
 */
export default function AudiencePicker({ audience }: { audience: Audience }) {
  const errorId = useId();
  const name = useId();
  const { choice, choose, error } = audience;
  const { classes, retry } = useSchoolClasses();
  const shown = Array.isArray(classes) ? classes.filter((each) => !each.archived || choice.classes.includes(each._id)) : [];
  const toggle = (id: string) => choose({ wholeSchool: false, classes: choice.classes.includes(id) ? choice.classes.filter((each) => each !== id) : [...choice.classes, id] });
  const radio = 'size-6 shrink-0 accent-brand-700';

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{text.legend}</legend>
      <label className="flex min-h-11 cursor-pointer items-center gap-2">
        <input type="radio" name={name} checked={choice.wholeSchool} onChange={() => choose({ ...choice, wholeSchool: true })} className={radio} />
        {text.wholeSchool}
      </label>
      <label className="flex min-h-11 cursor-pointer items-center gap-2">
        <input type="radio" name={name} checked={!choice.wholeSchool} onChange={() => choose({ ...choice, wholeSchool: false })} className={radio} />
        {text.someClasses}
      </label>
      {choice.wholeSchool ? null : <ClassBoxes classes={classes} shown={shown} ticked={choice.classes} onToggle={toggle} onRetry={retry} />}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

interface ClassBoxesProps {
  classes: SchoolClass[] | undefined | 'failed';
  shown: readonly SchoolClass[];
  ticked: readonly string[];
  onToggle: (id: string) => void;
  onRetry: () => void;
}

/** A box for each class, or why there are none yet. */
function ClassBoxes({ classes, shown, ticked, onToggle, onRetry }: ClassBoxesProps) {
  if (classes === undefined) return <p className="ps-8 text-sm text-slate-700">{text.loading}</p>;
  if (classes === 'failed') {
    return (
      <p className="flex items-center gap-3 ps-8 text-sm text-slate-700">
        {text.loadFailed}
        <Button variant="outline" onClick={onRetry}>
          {text.retry}
        </Button>
      </p>
    );
  }
  if (shown.length === 0) return <p className="ps-8 text-sm text-slate-700">{text.noClasses}</p>;
  return (
    <div className="flex flex-wrap gap-x-5 gap-y-1 ps-8">
      {shown.map((each) => (
        <label key={each._id} className="flex min-h-11 cursor-pointer items-center gap-2">
          <input type="checkbox" checked={ticked.includes(each._id)} onChange={() => onToggle(each._id)} className="size-6 shrink-0 accent-brand-700" />
          {each.archived ? text.archived(each.name) : each.name}
        </label>
      ))}
    </div>
  );
}
