import { useState } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { MissingRecord } from '../../components/content/MissingRecord.tsx';
import { RecordTable } from '../../components/content/RecordTable.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { callApi } from '../../lib/api/client.ts';
import { recordPath, saveChange } from '../../lib/content/save-change.ts';
import { tutorModeSearch } from '../../lib/content/url-mode.ts';
import type { User } from '../../../contract/records/user.ts';
import { studentsText as text } from '../../strings/students.ts';
import { isUser, studentsList } from './area.ts';
import { studentColumns, studentName } from './student-columns.tsx';
import { studentsHome, type StudentViewProps } from './views.ts';

/**
 * The home view (spec §2): the table of Rollno, Name and Actions. The block question opens over
 * it (`?mode=block&id=…`); once the server has the change, the row shows the new state in place.
 * The table shows the page holding the student asked about, or else the one the tutor `left`.
 */
export function StudentTable({ nav, list, left }: StudentViewProps & { left: string | null }) {
  const [busy, setBusy] = useState(false);
  const { mode } = nav;
  const asked = mode.name === 'block' ? mode.id : null;
  const toHome = () => nav.returnTo(studentsHome);

  async function toggleBlock(student: User) {
    const blocked = !student.blocked;
    setBusy(true);
    await saveChange(list, isUser, () => callApi<unknown>(recordPath(studentsList.path, student._id), { method: 'PATCH', body: { blocked } }), {
      place: 'same',
      done: (blocked ? text.nowBlocked : text.nowUnblocked)(studentName(student)),
      then: toHome,
    });
    setBusy(false);
  }

  const { state } = list;
  if (asked !== null && state.status === 'ready' && !state.records.some(({ _id }) => _id === asked)) {
    return <MissingRecord focus={nav.moved} onBack={toHome} />;
  }
  return (
    <section className="flex flex-col gap-4">
      <ViewHeading focus={nav.moved}>{text.listHeading}</ViewHeading>
      <DataState state={state} onRetry={list.retry} empty={text.empty}>
        {(students) => (
          <RecordTable
            records={students}
            caption={text.listHeading}
            holding={asked ?? left}
            columns={studentColumns(students, {
              details: {
                hrefOf: (student) => tutorModeSearch({ name: 'details', id: student._id }),
                onOpen: (student) => nav.open({ name: 'details', id: student._id }),
              },
              onEdit: (student) => nav.open({ name: 'edit', id: student._id }),
              asked,
              onAsk: (student) => nav.open({ name: 'block', id: student._id }),
              onSettle: toHome,
              busy,
              onToggleBlock: (student) => void toggleBlock(student),
            })}
          />
        )}
      </DataState>
    </section>
  );
}
