import { capitalise } from '../../../contract/records/capitalise.ts';
import { RecordTable, type Column } from '../../components/content/RecordTable.tsx';
import type { Records } from '../../lib/content/use-records.ts';
import { tutorsText as text } from '../../strings/tutors.ts';
import type { TutorEntry } from './area.ts';
import { ResendInvitation } from './ResendInvitation.tsx';
import { TutorChangeDialog } from './TutorChangeDialog.tsx';

export interface TutorsTableProps {
  tutors: readonly TutorEntry[];
  list: Records<TutorEntry>;
  /** The signed-in admin's id: their own row marks them, and offers no block or demotion (the server refuses both). */
  me: string;
}

/** The markers of a tutor, each a word of its own in the row's name, as a screen reader reads it. */
function markersOf(tutor: TutorEntry, me: string): { word: string; className: string }[] {
  return [
    ...(tutor._id === me ? [{ word: text.youMarker, className: 'bg-slate-700' }] : []),
    ...(tutor.admin ? [{ word: text.adminMarker, className: 'bg-brand-700' }] : []),
    ...(tutor.invited ? [{ word: text.invitedMarker, className: 'bg-slate-700' }] : []),
    ...(tutor.blocked ? [{ word: text.blockedMarker, className: 'bg-danger-700' }] : []),
  ];
}

/**
 * The tutors as a table: Name (with You, Admin, Invited and Blocked marked, and read out so),
 * E-mail, and the row's actions, each button named with its tutor.
 */
export function TutorsTable({ tutors, list, me }: TutorsTableProps) {
  const columns: Column<TutorEntry>[] = [
    {
      header: text.nameColumn,
      rowHeader: true,
      cell: (tutor) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {capitalise(tutor.fname)}
          {markersOf(tutor, me).map(({ word, className }) => (
            <span key={word}>
              {' '}
              <span className={`rounded px-2 py-0.5 text-sm font-semibold text-white ${className}`}>{word}</span>
            </span>
          ))}
        </span>
      ),
    },
    { header: text.emailColumn, cell: (tutor) => <span className="break-all">{tutor.email}</span> },
    {
      header: text.actionsColumn,
      narrow: true,
      cell: (tutor) =>
        tutor._id === me ? null : (
          // Stacked on a phone, so the columns fit its width; side by side where there is room.
          <div className="flex flex-col gap-2 lg:flex-row">
            <TutorChangeDialog list={list} tutor={tutor} flag="blocked" />
            <TutorChangeDialog list={list} tutor={tutor} flag="admin" />
            {tutor.invited && !tutor.blocked ? <ResendInvitation list={list} tutor={tutor} /> : null}
          </div>
        ),
    },
  ];
  return <RecordTable records={tutors} caption={text.heading} columns={columns} />;
}
