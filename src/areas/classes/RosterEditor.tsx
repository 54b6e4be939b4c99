import { useMemo, useState, type FormEvent } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { RecordTable } from '../../components/content/RecordTable.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogClose } from '../../components/ui/dialog.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useRecords, type Records } from '../../lib/content/use-records.ts';
import { classesText as text } from '../../strings/classes.ts';
import { rosterPath, studentSearch, type ClassRow, type RosterStudent } from './area.ts';
import { rosterColumns, type StudentPick } from './roster-columns.tsx';
import { Refusal } from '../../components/ui/refusal.tsx';
import { useClassChange } from './use-class-change.ts';

export interface RosterEditorProps {
  list: Records<ClassRow>;
  schoolClass: ClassRow;
  /** The class's students now: the editor starts with them picked. */
  roster: readonly RosterStudent[];
  onSaved: () => void;
}

/**
 * The admin's roster: a search of the whole school on the server (name, e-mail or admission
 * number), whose results are ticked into the class several at a time, and the class's students
 * with everyone ticked so far, unticked to take them out. Save makes the roster exactly the
 * students ticked.
 */
export function RosterEditor({ list, schoolClass, roster, onSaved }: RosterEditorProps) {
  const [picked, setPicked] = useState(() => new Set(roster.map(({ _id }) => _id)));
  // Every student ever picked here stays listed, ticked or not, so an untick is undone in place.
  const [listed, setListed] = useState(() => new Map(roster.map((student) => [student._id, student])));
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const change = useClassChange(list);
  const pick: StudentPick = {
    isPicked: (id: string) => picked.has(id),
    toggle: (student: RosterStudent) => {
      setListed((current) => (current.has(student._id) ? current : new Map(current).set(student._id, student)));
      setPicked((current) => {
        const next = new Set(current);
        if (!next.delete(student._id)) next.add(student._id);
        return next;
      });
    },
  };
  const inClass = [...listed.values()].sort((one, other) => one.fname.localeCompare(other.fname));

  function search(event: FormEvent) {
    event.preventDefault();
    setAsked(query.trim());
  }

  function save() {
    void change.send(rosterPath(schoolClass._id), 'PUT', { studentIds: [...picked] }, schoolClass.tutors, {
      place: 'same',
      done: text.rosterSaved(schoolClass.name),
      then: onSaved,
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <form role="search" method="get" noValidate onSubmit={search} className="flex flex-wrap items-end gap-3">
        <TextField label={text.searchLabel} type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} className="min-w-0 grow" />
        <NetworkButton type="submit" variant="outline">
          {text.search}
        </NetworkButton>
      </form>
      {asked ? <SearchResults key={asked} query={asked} pick={pick} /> : null}
      <p role="status" className="font-medium">
        {text.inClass(picked.size)}
      </p>
      {inClass.length > 0 ? <RecordTable records={inClass} caption={text.pickedCaption} columns={rosterColumns(pick)} onRowClick={pick.toggle} isRowHighlighted={({ _id }) => picked.has(_id)} /> : null}
      <Refusal reason={change.refusal} />
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="outline" disabled={change.busy}>
            {text.cancel}
          </Button>
        </DialogClose>
        {/* aria-disabled while sending, so a refused save leaves the focus on Save for another try. */}
        <NetworkButton aria-disabled={change.busy || undefined} onClick={() => !change.busy && save()}>
          {text.save}
        </NetworkButton>
      </div>
    </div>
  );
}

/** One search's results, a page of them, each ticked into the class or out of it. */
function SearchResults({ query, pick }: { query: string; pick: StudentPick }) {
  const endpoint = useMemo(() => studentSearch(query), [query]);
  const results = useRecords(endpoint);
  return (
    <DataState state={results.state} onRetry={results.retry} rows={2}>
      {([found]) =>
        !found || found.students.length === 0 ? (
          <p role="status">{text.noResults}</p>
        ) : (
          <div className="flex flex-col gap-2">
            <p role="status">{text.results(found.students.length, found.total)}</p>
            <RecordTable
              records={found.students}
              caption={text.resultsCaption}
              columns={rosterColumns(pick)}
              onRowClick={pick.toggle}
              isRowHighlighted={({ _id }) => pick.isPicked(_id)}
            />
          </div>
        )
      }
    </DataState>
  );
}
