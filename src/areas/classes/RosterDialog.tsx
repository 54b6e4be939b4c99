import { useMemo } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { RecordTable } from '../../components/content/RecordTable.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogClose } from '../../components/ui/dialog.tsx';
import { useRecords, type Records } from '../../lib/content/use-records.ts';
import { classesText as text } from '../../strings/classes.ts';
import { rosterList, type ClassRow } from './area.ts';
import { rosterColumns } from './roster-columns.tsx';
import { RosterEditor } from './RosterEditor.tsx';
import { RowActionDialog } from './RowActionDialog.tsx';

export interface RosterDialogProps {
  list: Records<ClassRow>;
  schoolClass: ClassRow;
  /** Whether the tutor runs the school: then the roster is theirs to set, else to read. */
  admin: boolean;
}

/** A row's Students button and the class's roster: an admin's editor, or for any other tutor the list to read. */
export function RosterDialog({ list, schoolClass, admin }: RosterDialogProps) {
  return (
    <RowActionDialog action={text.students} className={schoolClass.name} title={text.rosterTitle(schoolClass.name)} wide>
      {(close) => <Roster list={list} schoolClass={schoolClass} admin={admin} onSaved={close} />}
    </RowActionDialog>
  );
}

/** Loaded as the dialog opens, from the server: another admin may have changed it since the page loaded. */
function Roster({ list, schoolClass, admin, onSaved }: RosterDialogProps & { onSaved: () => void }) {
  const endpoint = useMemo(() => rosterList(schoolClass._id), [schoolClass._id]);
  const roster = useRecords(endpoint);
  return (
    <div className="mt-4 flex flex-col gap-4">
      <DataState state={roster.state} onRetry={roster.retry}>
        {(students) =>
          admin ? (
            <RosterEditor list={list} schoolClass={schoolClass} roster={students} onSaved={onSaved} />
          ) : (
            <>
              <p role="status">{students.length === 0 ? text.rosterEmpty : text.inClass(students.length)}</p>
              {students.length > 0 ? <RecordTable records={students} caption={text.chosenCaption} columns={rosterColumns()} /> : null}
            </>
          )
        }
      </DataState>
      {admin ? null : (
        <DialogClose asChild>
          <Button variant="outline" className="self-end">
            {text.close}
          </Button>
        </DialogClose>
      )}
    </div>
  );
}
