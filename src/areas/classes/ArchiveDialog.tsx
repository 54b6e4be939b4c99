import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { recordPath } from '../../lib/content/save-change.ts';
import type { Records } from '../../lib/content/use-records.ts';
import { classesText as text } from '../../strings/classes.ts';
import { classesList, type ClassRow } from './area.ts';
import { useClassChange } from './use-class-change.ts';

/**
 * A row's Archive or Restore button and its question. Archiving keeps the class's students and
 * history; restoring a class whose name another class has taken meanwhile is refused with the reason.
 */
export function ArchiveDialog({ list, schoolClass }: { list: Records<ClassRow>; schoolClass: ClassRow }) {
  const [open, setOpen] = useState(false);
  const change = useClassChange(list);
  const { archived, name } = schoolClass;
  const action = archived ? text.restore : text.archive;
  const confirm = () =>
    void change.send(recordPath(classesList.path, schoolClass._id), 'PATCH', { archived: !archived }, schoolClass.tutors, {
      place: 'same',
      done: (archived ? text.restored : text.archived)(name),
      then: () => setOpen(false),
    });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="px-3" aria-label={text.actionOn(action, name)}>
          {action}
        </Button>
      }
      question={archived ? text.restoreQuestion(name) : text.archiveQuestion(name)}
      confirmLabel={action}
      cancelLabel={text.cancel}
      open={open}
      onOpenChange={setOpen}
      busy={change.busy}
      onConfirm={confirm}
    />
  );
}
