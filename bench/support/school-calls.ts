import { call } from './http.ts';

/** A class of the demo school, and its students by id. */
export interface SchoolClass {
  id: string;
  studentIds: string[];
}

/** The student's lists, read as their pages read them (issue 29: each at 500 calls a second). */
export const STUDENT_LISTS = ['assignments', 'events', 'photos', 'announcements', 'notes'].map((kind) => `/api/student/home/${kind}`);

/**
 * Each item of the list in turn, forever: no one answer can be kept and sent again.
 *
 * @example const next = rotation(paths); next() // paths[0], then paths[1]…
 */
export function rotation<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('nothing to rotate through');
  let next = 0;
  return () => items[next++ % items.length] as T;
}

/** Every class with its roster, read as the tutor's pages read them. */
export async function classesOf(url: string, token: string): Promise<SchoolClass[]> {
  const { body } = await call(`${url}/api/tutor/home/classes`, undefined, token);
  const ids = ((body?.classes ?? []) as { _id: string }[]).map((each) => each._id);
  const classes: SchoolClass[] = [];
  for (const id of ids) {
    const roster = await call(`${url}/api/tutor/home/classes/${id}/students`, undefined, token);
    classes.push({ id, studentIds: ((roster.body?.students ?? []) as { _id: string }[]).map((student) => student._id) });
  }
  return classes;
}

/**
 * Searches as tutors type them: a name's start, a full name shared by three students, part of
 * an e-mail, an admission number and its start, a class's roster, the blocked, a later page.
 */
export function searchPaths(classes: readonly SchoolClass[]): string[] {
  const queries = ['q=asha', 'q=asha%20kumar', 'q=ku', 'q=demo-school', 'q=10042', 'q=101', 'q=sharma&page=1', 'blocked=true', 'page=7', 'q=r&page=2'];
  const byClass = classes.slice(0, 10).map((each) => `class=${each.id}`);
  return [...queries, ...byClass].map((query) => `/api/tutor/home/students?${query}&limit=50`);
}

/** The demo's school days (every day but Sunday) from `first` to `last`, both included. */
export function schoolDays(first: string, last: string): string[] {
  const days: string[] = [];
  for (const day = new Date(`${first}T12:00:00Z`); day.toISOString().slice(0, 10) <= last; day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() !== 0) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** Every class's register of every school day, day by day: a year of registers read as the tutors' pages read them. */
export function registerPaths(classes: readonly SchoolClass[], first: string, today: string): string[] {
  return schoolDays(first, today).flatMap((day) => classes.map((each) => `/api/tutor/home/classes/${each.id}/register/${day}`));
}

/** The hand-in table of every class's homework of the week (the demo sets one a class, for that class alone). */
export async function handInTablePaths(url: string, token: string, classes: readonly SchoolClass[]): Promise<string[]> {
  const paths: string[] = [];
  for (const { id } of classes) {
    const { body } = await call(`${url}/api/tutor/home/assignments?class=${id}`, undefined, token);
    const homework = ((body?.assignments ?? []) as { _id: string; due?: string }[]).find((assignment) => assignment.due !== undefined);
    if (homework) paths.push(`/api/tutor/home/assignments/${homework._id}/submissions`);
  }
  if (paths.length === 0) throw new Error('the demo school has no homework with hand-ins: is its generator older than the hand-ins?');
  return paths;
}

/** The commit the figures before issue 29's changes were measured on: the demo of 20,000 with hand-ins and guardians, nothing made faster yet. */
const BEFORE_COMMIT = '8a4a0e3';
/** The school those figures were measured on. */
const BEFORE_STUDENTS = 20_000;

/**
 * A call's p99 before issue 29's changes, as a row's reference: only for the school it was
 * measured on (another size is not comparable).
 *
 * @param figures p99 in ms by call
 * @example measurePaced({ …, before: figureBefore(BEFORE, path, students) }, times)
 */
export function figureBefore(figures: Readonly<Record<string, number>>, key: string, students: number): { p99: number; at: string } | undefined {
  const p99 = figures[key];
  return p99 !== undefined && students === BEFORE_STUDENTS ? { p99, at: BEFORE_COMMIT } : undefined;
}
