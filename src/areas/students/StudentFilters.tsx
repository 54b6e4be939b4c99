import { useEffect, useState } from 'react';
import { TextField } from '../../components/ui/text-field.tsx';
import { studentsText as text } from '../../strings/students.ts';
import type { SchoolClass } from '../../../contract/records/school-class.ts';
import { ChoiceField } from './ChoiceField.tsx';
import type { StudentFilter } from './students-view.ts';

/** How long typing pauses before the search is sent: a word typed at speed is one search. */
const TYPING_PAUSE_MS = 300;

export interface StudentFiltersProps {
  filter: StudentFilter;
  classes: readonly SchoolClass[];
  /** Shows the first page of the students `next` finds. */
  onFilter: (next: StudentFilter) => void;
}

/**
 * The search box (a name, an e-mail or a Roll No), the class and whether blocked, over the
 * table. The search is sent once typing pauses, or at once on Enter; a search the address
 * changes (Back) shows in the box.
 */
export function StudentFilters({ filter, classes, onFilter }: StudentFiltersProps) {
  const typed = useTyped(filter.q);
  const narrow = (change: Partial<StudentFilter>) => onFilter({ ...filter, ...change, page: 1 });
  const search = () => {
    if (typed.text.trim() !== filter.q) narrow({ q: typed.text.trim() });
  };

  useEffect(() => {
    const timer = setTimeout(search, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  });

  return (
    <form
      role="search"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <TextField label={text.search} type="search" placeholder={text.searchHint} value={typed.text} onChange={(event) => typed.set(event.target.value)} />
      <ChoiceField label={text.classFilter} value={filter.classId} onChange={(classId) => narrow({ classId })}>
        <option value="">{text.allClasses}</option>
        {classes
          .filter((each) => !each.archived || each._id === filter.classId)
          .map((each) => (
            <option key={each._id} value={each._id}>
              {each.name}
            </option>
          ))}
      </ChoiceField>
      <ChoiceField label={text.statusFilter} value={filter.blocked} onChange={(blocked) => narrow({ blocked: blocked === 'true' || blocked === 'false' ? blocked : '' })}>
        <option value="">{text.allStudents}</option>
        <option value="false">{text.notBlocked}</option>
        <option value="true">{text.blockedOnly}</option>
      </ChoiceField>
    </form>
  );
}

/**
 * What the search box holds: what the tutor types, or the address's search when that changes
 * to something else than was typed (Back, Forward).
 */
function useTyped(q: string) {
  const [typed, setTyped] = useState({ q, text: q });
  if (typed.q !== q) {
    // Adjusting state while rendering, as React advises for state that follows a prop.
    setTyped({ q, text: typed.text.trim() === q ? typed.text : q });
  }
  return { text: typed.text, set: (text: string) => setTyped((current) => ({ ...current, text })) };
}
