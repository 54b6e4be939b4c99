import type { Position } from '../../contract/records/user.ts';
import { SIGNED_IN_USER } from '../lib/api/early-answers.ts';
import { announcementsArea } from './announcements/area.ts';
import { assignmentsArea } from './assignments/area.ts';
import { studentAttendance, tutorAttendance } from './attendance/area.ts';
import { eventsArea } from './events/area.ts';
import { notesArea } from './notes/area.ts';
import { studentPhotos, tutorPhotos } from './photos/area.ts';
import { profileEndpoint } from './profile/area.ts';
import { studentsList } from './students/area.ts';

/**
 * The lists each shell section's island loads first, by role and section slug: the page's head
 * asks for them as the page arrives (decision 014).
 */
export const earlyLists: Readonly<Record<Position, Readonly<Record<string, readonly { path: string }[]>>>> = {
  student: {
    home: [announcementsArea.student, eventsArea.student],
    tasks: [assignmentsArea.student, notesArea.student],
    attendence: [studentAttendance],
    assignments: [assignmentsArea.student],
    announcements: [announcementsArea.student],
    notes: [notesArea.student],
    events: [eventsArea.student],
    photos: [studentPhotos],
    profile: [profileEndpoint('student', SIGNED_IN_USER)],
  },
  tutor: {
    home: [studentsList, eventsArea.tutor],
    attendence: [tutorAttendance, studentsList],
    students: [studentsList],
    assignments: [assignmentsArea.tutor],
    announcements: [announcementsArea.tutor],
    notes: [notesArea.tutor],
    profile: [profileEndpoint('tutor', SIGNED_IN_USER)],
    events: [eventsArea.tutor],
    photos: [tutorPhotos],
  },
};
