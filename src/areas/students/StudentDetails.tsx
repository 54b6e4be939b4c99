import { useState } from 'react';
import { UserFacts } from '../../components/content/UserFacts.tsx';
import { BackButton } from '../../components/content/ViewHeader.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import type { User } from '../../../contract/records/user.ts';
import { studentsText as text } from '../../strings/students.ts';
import { classNames, studentName } from './student-columns.tsx';
import { StudentGuardians } from './StudentGuardians.tsx';
import { ResetQuestion } from './StudentQuestion.tsx';
import { usePasswordReset } from './use-password-reset.ts';
import { homeOf, type StudentsPage } from './views.ts';

/**
 * A student's profile, opened from their name (spec §2): full name, Roll No, email, contact and
 * classes, their guardians with Add guardian (issue 27), with Reset password (issue 25) and Back. The reset's question is the dialog's own
 * here, not a view in the address: the address's question opens over the table.
 */
export function StudentDetails({ page: { nav, list, classes }, student }: { page: StudentsPage; student: User }) {
  const reset = usePasswordReset(list);
  const [asking, setAsking] = useState(false);
  return (
    <article className="flex flex-col items-start gap-4">
      <ViewHeading focus={nav.moved}>{studentName(student)}</ViewHeading>
      <UserFacts
        facts={[
          { label: text.fullName, value: studentName(student) },
          { label: text.rollNo, value: student.admissionNo ?? '' },
          { label: text.email, value: student.email },
          { label: text.contact, value: student.contact },
          { label: text.classes, value: classNames(student, classes) || text.noClass },
        ]}
      />
      {student.blocked ? <p className="font-semibold text-danger-700">{text.blockedMarker}</p> : null}
      <StudentGuardians studentId={student._id} studentName={studentName(student)} />
      <div className="flex flex-wrap gap-3">
        <ResetQuestion
          name={studentName(student)}
          state={{ open: asking, onOpenChange: setAsking, busy: reset.busy, onConfirm: () => void reset.send(student, () => setAsking(false)) }}
        />
        <BackButton onClick={() => nav.returnTo(homeOf(nav))} />
      </div>
    </article>
  );
}
