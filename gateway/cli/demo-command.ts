import { parseArgs } from 'node:util';
import type { Config } from '../config.ts';
import { DataFolderInUseError, DEFAULT_SEED, DEFAULT_STUDENTS, fillDemoSchool, type DemoSchool } from '../demo/school.ts';
import { CliError } from './tutor-commands.ts';

/** A bound on a mistyped count (200000 for 20000), not on what the app can hold: ten times the demo is measured (issue 29). */
const MAX_STUDENTS = 50_000;

const usage = `Usage:
  npm run demo -- [--students N] [--seed TEXT]

Fills an empty data folder (DATA_DIR, default ./data, or the PostgreSQL database at
DATABASE_URL and the files in UPLOADS_DIR when they are set) with a demo school: N students (default
${DEFAULT_STUDENTS}, at most ${MAX_STUDENTS}) in classes of 50 with a tutor or two each, a guardian for every
student, and a year of assignments, notes, announcements, events, photos, attendance and class registers up
to today, with each class's homework of the week handed in. The same seed (default "${DEFAULT_SEED}") makes the
same school on the same day. A folder that already holds an account is left alone.`;

export interface DemoIo {
  /** Where the school goes, as the server finds it. */
  place: Pick<Config, 'dataDir' | 'uploadsDir' | 'database'>;
  print: (line: string) => void;
  /** The demo's today. */
  now: Date;
}

/**
 * `npm run demo -- …`: fills the data folder and prints what it made, how long it took and the
 * logins to try; throws CliError with the usage on bad options, or when the folder holds accounts.
 *
 * @param argv the command line after the script's name
 * @param io where the school goes, where to print, and the demo's today
 * @example await runDemoCommand(['--students', '30'], { place: loadConfig(), print: console.log, now: new Date() })
 */
export async function runDemoCommand(argv: string[], io: DemoIo): Promise<DemoSchool> {
  const { students, seed } = parseOptions(argv);
  const started = performance.now();
  let school: DemoSchool;
  try {
    const { dataDir, uploadsDir, database } = io.place;
    school = await fillDemoSchool({ dataDir, uploadsDir, database, now: io.now, students, seed });
  } catch (error) {
    if (error instanceof DataFolderInUseError) throw new CliError(error.message);
    throw error;
  }
  for (const line of report(school, io.place.database.databaseUrl ? 'the PostgreSQL database' : io.place.dataDir, seed, (performance.now() - started) / 1000)) io.print(line);
  return school;
}

function parseOptions(argv: string[]): { students: number; seed: string } {
  let values: { students?: string; seed?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { students: { type: 'string' }, seed: { type: 'string' } } }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${usage}`);
  }
  const students = Number(values.students ?? DEFAULT_STUDENTS);
  if (!/^\d+$/.test(values.students ?? '1') || students < 1 || students > MAX_STUDENTS) {
    throw new CliError(`--students must be a whole number from 1 to ${MAX_STUDENTS}, not '${values.students}'.\n\n${usage}`);
  }
  return { students, seed: values.seed ?? DEFAULT_SEED };
}

function report({ counts, logins, first, today }: DemoSchool, where: string, seed: string, seconds: number): string[] {
  const { handIns, guardians } = counts;
  const studentDays = counts.schoolDays * counts.students;
  const absenceRate = ((100 * counts.absences) / studentDays).toFixed(1);
  const n = (count: number) => count.toLocaleString('en');
  return [
    `Made a demo school in ${where} in ${seconds.toFixed(1)} s (seed "${seed}", ${first} to ${today}):`,
    `  ${n(counts.students)} students and ${n(counts.tutors)} tutors`,
    `  ${n(counts.assignments)} assignments and ${n(counts.notes)} notes, each with a PDF`,
    `  ${n(counts.announcements)} announcements with images, ${n(counts.events)} events`,
    `  ${n(counts.photoSections)} photo sections with ${n(counts.photos)} photos`,
    `  ${n(counts.schoolDays)} school days of attendance: ${n(counts.absences)} absences (${absenceRate}% of ${n(studentDays)} student-days)`,
    `  ${n(counts.classes)} classes, ${n(counts.registers.registers)} class registers: ${n(counts.registers.marks.late)} late, ${n(counts.registers.marks.excused)} excused`,
    `  each class's homework of the week: ${n(handIns.submissions['handed-in'])} handed in on time, ${n(handIns.submissions.late)} late, ${n(handIns.submissions.returned)} returned, ${n(handIns.submissions.missing)} missing`,
    `  ${n(guardians.guardians)} guardians, ${n(guardians.withTwoChildren)} of them with two children`,
    `  ${n(counts.files)} files under uploads/`,
    '',
    'Log in to try it (the accounts of each role share their password; the guardian is the student\'s):',
    `  tutor     ${logins.tutor.email}  ${logins.tutor.password}`,
    `  student   ${logins.student.email}  ${logins.student.password}`,
    `  guardian  ${logins.guardian.email}  ${logins.guardian.password}`,
  ];
}
