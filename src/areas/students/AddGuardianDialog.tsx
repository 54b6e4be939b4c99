import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { studentsText as text } from '../../strings/students.ts';

// Fetched as the dialog first opens: most visits to a student's details add no guardian.
const AddGuardianForm = lazy(() => import('./AddGuardianForm.tsx'));

/**
 * A student's Add guardian button and its form (issue 27): the guardian's e-mail and, if the tutor
 * knows it, their name. The answer is said in words (invited, linked to their existing account,
 * already linked) and `onAdded` reads the student's guardians again; a refused address is said by
 * its field, keeping what was typed.
 */
export function AddGuardianDialog({ studentId, studentName, onAdded }: { studentId: string; studentName: string; onAdded: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{text.addGuardian}</Button>
      </DialogTrigger>
      <DialogContent title={text.addGuardianHeading(studentName)}>
        <Suspense fallback={<p className="min-h-48 text-sm text-slate-700">{text.loadingGuardianForm}</p>}>
          <AddGuardianForm
            studentId={studentId}
            onAdded={() => {
              setOpen(false);
              onAdded();
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
