import { UserFacts } from '../../components/content/UserFacts.tsx';
import { BackButton } from '../../components/content/ViewHeader.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import type { User } from '../../../contract/records/user.ts';
import { studentsText as text } from '../../strings/students.ts';
import { classNames, studentName } from './student-columns.tsx';
import { homeOf, type StudentsPage } from './views.ts';

/** A student's profile, opened from their name (spec §2): full name, Roll No, email, contact and classes, with Back. */
export function StudentDetails({ page: { nav, classes }, student }: { page: StudentsPage; student: User }) {
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
      <BackButton onClick={() => nav.returnTo(homeOf(nav))} />
    </article>
  );
}
