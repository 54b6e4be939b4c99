import { UserFacts } from '../../components/content/UserFacts.tsx';
import { BackButton } from '../../components/content/ViewHeader.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import type { User } from '../../../contract/records/user.ts';
import { studentsText as text } from '../../strings/students.ts';
import { studentName } from './student-columns.tsx';
import { studentsHome, type StudentsPage } from './views.ts';

/** A student's profile, opened from their name (spec §2): full name, email and contact, with Back. */
export function StudentDetails({ nav, student }: Pick<StudentsPage, 'nav'> & { student: User }) {
  return (
    <article className="flex flex-col items-start gap-4">
      <ViewHeading focus={nav.moved}>{studentName(student)}</ViewHeading>
      <UserFacts
        facts={[
          { label: text.fullName, value: studentName(student) },
          { label: text.email, value: student.email },
          { label: text.contact, value: student.contact },
        ]}
      />
      {student.blocked ? <p className="font-semibold text-danger-700">{text.blockedMarker}</p> : null}
      <BackButton onClick={() => nav.returnTo(studentsHome)} />
    </article>
  );
}
