import { UserDetailsForm } from '../../components/content/UserDetailsForm.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { recordPath } from '../../lib/content/save-change.ts';
import { useChange } from '../../lib/content/use-change.ts';
import type { User } from '../../../contract/records/user.ts';
import { userDetailsSchema, type UserDetails } from '../../../contract/validation/profile.ts';
import { studentsText as text } from '../../strings/students.ts';
import { isUser, studentsList } from './area.ts';
import { homeOf, type StudentsPage } from './views.ts';

const labels = { name: text.fullName, email: text.email, contact: text.contact, submit: text.submit, back: text.back };

/**
 * The tutor's edit of a student (spec §2, §5): Full Name, Email and Contact, all required and
 * prefilled. An e-mail another account has is refused (409) with the server's reason, and the
 * form stays as typed.
 */
export function StudentEdit({ page: { nav, list }, student }: { page: StudentsPage; student: User }) {
  const change = useChange(list, isUser);
  const toHome = () => nav.returnTo(homeOf(nav));
  // With the tutor's token, unlike the original product (callApi sends it on every call).
  const save = (details: UserDetails) => void change.send(recordPath(studentsList.path, student._id), 'PUT', details, { place: 'same', done: text.updated, then: toHome });

  return (
    <section className="flex flex-col gap-4">
      <ViewHeading focus={nav.moved}>{text.editHeading}</ViewHeading>
      <UserDetailsForm
        schema={userDetailsSchema}
        labels={labels}
        initial={{ name: student.fname, email: student.email, contact: student.contact }}
        busy={change.busy}
        onSubmit={save}
        onBack={toHome}
      />
    </section>
  );
}
