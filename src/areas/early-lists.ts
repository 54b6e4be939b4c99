import type { Position } from '../../contract/records/user.ts';
import { digestEndpoint } from '../components/content/digest-endpoint.ts';
import { SIGNED_IN_USER } from '../lib/api/early-answers.ts';
import { NEWS_PATH } from '../stores/news.ts';
import { SCHOOL_PATH } from '../stores/school.ts';
import { announcementsArea } from './announcements/area.ts';
import { assignmentsArea } from './assignments/area.ts';
import { ownSubmissions } from './assignments/own-submissions.ts';
import { tutorAttendance } from './attendance/area.ts';
import { classesList } from './classes/area.ts';
import { eventsArea } from './events/area.ts';
import { childrenList } from './guardians/area.ts';
import { notesArea } from './notes/area.ts';
import { studentPhotos, tutorPhotos } from './photos/area.ts';
import { profileEndpoint } from './profile/area.ts';
import { studentsList } from './students/area.ts';
import { noFilter, searchPath } from './students/students-view.ts';
import { tutorsList } from './tutors/area.ts';

/**
 * The lists each shell section's island loads first, by role and section slug: the page's head
 * asks for them as the page arrives (decision 014).
 */
export const earlyLists: Readonly<Record<Position, Readonly<Record<string, readonly { path: string }[]>>>> = {
  student: {
    // "Due soon" and "Overdue" come first: the assignments and the student's submissions.
    home: [assignmentsArea.student, ownSubmissions, announcementsArea.student, eventsArea.student],
    tasks: [assignmentsArea.student, ownSubmissions, notesArea.student],
    // The month in view is this month in the school's time zone, known once the settings are: no address the head could ask for.
    attendence: [],
    assignments: [assignmentsArea.student, ownSubmissions],
    announcements: [announcementsArea.student],
    notes: [notesArea.student],
    events: [eventsArea.student],
    photos: [studentPhotos],
    profile: [profileEndpoint('student', SIGNED_IN_USER), digestEndpoint('student')],
  },
  // A tutor's list shows whom each record is for by class name: the classes come with it.
  tutor: {
    home: [studentsList, eventsArea.tutor],
    attendence: [tutorAttendance, studentsList, classesList],
    // The first page of every student, as the page opens without a search, the classes to filter by, and whether the tutor may import.
    students: [{ path: searchPath(noFilter) }, classesList, profileEndpoint('tutor', SIGNED_IN_USER)],
    assignments: [assignmentsArea.tutor, classesList],
    announcements: [announcementsArea.tutor, classesList],
    notes: [notesArea.tutor, classesList],
    profile: [profileEndpoint('tutor', SIGNED_IN_USER)],
    events: [eventsArea.tutor, classesList],
    photos: [tutorPhotos, classesList],
    // The settings themselves (`GET /school`) every shell page's head asks for; whether the tutor may change them is their profile's.
    school: [profileEndpoint('tutor', SIGNED_IN_USER)],
    classes: [classesList, profileEndpoint('tutor', SIGNED_IN_USER)],
    // Whether the tutor is an admin, and the list an admin reads (a tutor who is not one is refused it, and reads a note instead).
    tutors: [profileEndpoint('tutor', SIGNED_IN_USER), tutorsList],
  },
  // Every page starts from the guardian's children; a child's own lists are named by the address (`?child=`), which the head does not read.
  guardian: { home: [childrenList], attendence: [childrenList], assignments: [childrenList], announcements: [childrenList], events: [childrenList], account: [digestEndpoint('guardian')] },
};

/** What every page of a shell reads besides its own lists, asked for by its head too: the school's settings, and a student's news for the menu. */
export const shellLists: Readonly<Record<Position, readonly string[]>> = {
  student: [SCHOOL_PATH, NEWS_PATH],
  tutor: [SCHOOL_PATH],
  guardian: [SCHOOL_PATH],
};
