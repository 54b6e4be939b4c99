import { useState } from 'react';
import { UserDetailsForm } from '../../components/content/UserDetailsForm.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { callApi } from '../../lib/api/client.ts';
import { recordPath, saveChange } from '../../lib/content/save-change.ts';
import type { User } from '../../../contract/records/user.ts';
import { userDetailsSchema, type UserDetails } from '../../../contract/validation/profile.ts';
import { studentsText as text } from '../../strings/students.ts';
import { isUser, studentsList } from './area.ts';
import { studentsHome, type StudentViewProps } from './views.ts';

const labels = { name: text.fullName, email: text.email, contact: text.contact, submit: text.submit, back: text.back };

/**
 * The tutor's edit of a student (spec §2, §5): Full Name, Email and Contact, all required and
 * prefilled. An e-mail another account has is refused (409) with the server's reason, and the
 * form stays as typed.
 */
export function StudentEdit({ nav, list, student }: StudentViewProps & { student: User }) {
  const [busy, setBusy] = useState(false);
  const toHome = () => nav.returnTo(studentsHome);

  async function change(details: UserDetails) {
    setBusy(true);
    // With the tutor's token, unlike the original product (callApi sends it on every call).
    await saveChange(list, isUser, () => callApi<unknown>(recordPath(studentsList.path, student._id), { method: 'PUT', body: details }), {
      place: 'same',
      done: text.updated,
      then: toHome,
    });
    setBusy(false);
  }

  return (
    <section className="flex flex-col gap-4">
      <ViewHeading focus={nav.moved}>{text.editHeading}</ViewHeading>
      <UserDetailsForm
        schema={userDetailsSchema}
        labels={labels}
        initial={{ name: student.fname, email: student.email, contact: student.contact }}
        busy={busy}
        onSubmit={(details) => void change(details)}
        onBack={toHome}
      />
    </section>
  );
}
