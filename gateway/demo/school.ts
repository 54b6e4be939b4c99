import { join } from 'node:path';
import type { CalendarDay } from '../../contract/dates/codecs.ts';
import { openStore, type StoreOptions, type User } from '../db/index.ts';
import { openFileStore } from '../files/file-store.ts';
import { DEMO_PASSWORDS, enrolAccounts } from './accounts.ts';
import { absenteesByDay, writeAttendance } from './attendance.ts';
import { schoolYearUpTo } from './calendar.ts';
import { classCount, writeClasses } from './classes.ts';
import { writeCoursework } from './coursework.ts';
import { writeGuardians, type GuardianCounts } from './guardians.ts';
import { writeHandIns, type HandInCounts } from './hand-ins.ts';
import { personMaker, withNamesakes } from './names.ts';
import { writeAnnouncements, writeEvents } from './notices.ts';
import { writePhotoSections } from './photos.ts';
import { seededRandom } from './random.ts';
import { writeRegisters, type RegisterCounts } from './registers.ts';

/** A school of the size issue #10 measures the app at. */
export const DEFAULT_STUDENTS = 2000;
export const DEFAULT_SEED = 'studyhall';
/** Tutors at least, for a year's records to look shared; a larger school has a tutor per class. */
const TUTORS = 5;

export interface DemoSchoolOptions {
  /** The data folder to fill (DATA_DIR); its database must hold no account yet. */
  dataDir: string;
  /** Where the files go (UPLOADS_DIR). Default: `uploads` in `dataDir`. */
  uploadsDir?: string;
  /** The database to fill, when not SQLite in `dataDir` (DATABASE_URL). */
  database?: StoreOptions;
  /** The demo's present: the school year is the twelve months up to it. Default: now. */
  now?: Date;
  /** Default DEFAULT_STUDENTS. */
  students?: number;
  /** The same seed (and `now`) makes the same school. Default DEFAULT_SEED. */
  seed?: string;
}

/** An account to try the demo with. */
export interface DemoLogin {
  email: string;
  password: string;
}

/** What the demo made. */
export interface DemoCounts {
  students: number;
  tutors: number;
  assignments: number;
  notes: number;
  announcements: number;
  events: number;
  photoSections: number;
  photos: number;
  /** Files kept under uploads/, each with its `uploads` row: PDFs, images, photos and their renditions. */
  files: number;
  /** Days attendance was taken on: every Monday to Saturday of the year. */
  schoolDays: number;
  absences: number;
  /** Classes of up to 50, each student in one. */
  classes: number;
  /** Every class's register of every school day, and their marks by status. */
  registers: RegisterCounts;
  /** Each class's homework of the week (counted apart from `assignments`) and its hand-ins. */
  handIns: HandInCounts;
  /** A guardian for every student, some for two. */
  guardians: GuardianCounts;
}

export interface DemoSchool {
  /** The first tutor, the first student and their guardian; every account of a role shares its password. */
  logins: { tutor: DemoLogin; student: DemoLogin; guardian: DemoLogin };
  counts: DemoCounts;
  /** The first day of the school year made. */
  first: CalendarDay;
  /** The demo's today, the last day of the year made. */
  today: CalendarDay;
}

/** Raised, before any of the school is written, when the data folder already holds accounts. */
export class DataFolderInUseError extends Error {}

/**
 * Fills an empty data folder with a school of a year up to `now`: students (a few of one name,
 * on purpose) in classes of 50, each class with a tutor or two, a year of assignments and notes
 * with their PDFs, each class's homework of the week with its hand-ins (on time, late,
 * returned, missing), a guardian for every student (one for two siblings in ten families),
 * announcements with images, events (a few still to come, one today), photo sections through
 * the photo pipeline, and the whole school's attendance and every class's register for every
 * school day. Everything is written through the app's own queries and file store, as the API
 * writes it (the registers, hand-ins and guardians in batches of rows). Deterministic for a
 * given seed and `now` (but for ids, stored file names and password salts, which are random as
 * in the app).
 *
 * @param options where, when, how many students and which seed
 * @throws DataFolderInUseError when the folder already holds an account
 * @throws RangeError when `students` is not a whole number of at least 1
 * @example const school = await fillDemoSchool({ dataDir, students: 30 }); await login(school.logins.tutor)
 */
export async function fillDemoSchool(options: DemoSchoolOptions): Promise<DemoSchool> {
  const { dataDir, uploadsDir = join(dataDir, 'uploads'), database, now = new Date(), students: studentCount = DEFAULT_STUDENTS, seed = DEFAULT_SEED } = options;
  if (!Number.isInteger(studentCount) || studentCount < 1) throw new RangeError(`A demo school needs a whole number of students, at least 1, not ${studentCount}`);
  const store = await openStore(dataDir, database);
  try {
    const accounts = (await store.users.listByPosition('tutor')).length + (await store.users.listByPosition('student')).length;
    if (accounts > 0) {
      const where = database?.databaseUrl ? 'The database' : dataDir;
      const fix = database?.databaseUrl ? 'Point DATABASE_URL at an empty database.' : 'Set DATA_DIR to a new folder.';
      throw new DataFolderInUseError(`${where} already holds ${accounts} account(s); the demo school only fills a data folder without any. ${fix}`);
    }
    const random = seededRandom(seed);
    const year = schoolYearUpTo(now);
    const school = { store, files: openFileStore(uploadsDir) };
    const nextPerson = personMaker(random.fork('people'));
    const tutorCount = Math.max(TUTORS, classCount(studentCount));
    const people = { tutors: Array.from({ length: tutorCount }, nextPerson), students: withNamesakes(Array.from({ length: studentCount }, nextPerson)) };
    const { tutors, students } = await enrolAccounts(store, people, year, random.fork('accounts'), now);
    const classes = await store.transaction((tx) => writeClasses(tx, tutors, students, now));
    const coursework = await writeCoursework(school, year, random.fork('coursework'), now);
    const handIns = await writeHandIns(school, classes, year, random.fork('hand-ins'), now);
    const guardians = await writeGuardians(store, students, personMaker(random.fork('guardian people')), random.fork('guardians'), now);
    const announcements = await writeAnnouncements(school, year, random.fork('announcements'), now);
    const events = await writeEvents(school, year, random.fork('events'), now);
    const photos = await writePhotoSections(school, year, random.fork('photos'), now);
    const absent = absenteesByDay(students.map((student) => student._id), year.schoolDays, random.fork('attendance'));
    const absences = await writeAttendance(store, absent, random.fork('marking'), now);
    const registers = await writeRegisters(store, classes, absent, random.fork('registers'), now);
    await store.auditEvents.record({ at: now, actor: 'admin', action: 'demo.fill', target: `demo school of ${studentCount} students, seed "${seed}"` });
    return {
      logins: {
        tutor: { email: (tutors[0] as User).email, password: DEMO_PASSWORDS.tutor },
        student: { email: (students[0] as User).email, password: DEMO_PASSWORDS.student },
        guardian: { email: guardians.firstStudents, password: DEMO_PASSWORDS.guardian },
      },
      counts: {
        students: students.length,
        tutors: tutors.length,
        ...coursework,
        announcements,
        events,
        photoSections: photos.sections,
        photos: photos.photos,
        files: (await store.uploads.allNames()).size,
        schoolDays: year.schoolDays.length,
        absences,
        classes: classes.length,
        registers,
        handIns,
        guardians: guardians.counts,
      },
      first: year.first,
      today: year.today,
    };
  } finally {
    await store.close();
  }
}
