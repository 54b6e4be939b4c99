import { contentText } from '../../strings/content.ts';

/** One list call of an area: where it is, and how its answer holds the records. */
export interface ListEndpoint<T> {
  /** The list's path under `/api`; one record's calls are at `{path}/{id}`. */
  path: string;
  /** The records in the list's answer, in the order the server sends them. */
  readList: (answer: unknown) => T[];
}

/** The value of `name` in a JSON object answer, or undefined. */
export function fieldOf(answer: unknown, name: string): unknown {
  return typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[name] : undefined;
}

/** A check that a value is an object whose `fields` are all texts: a record of the wire. */
export function hasTexts<T>(fields: readonly (keyof T & string)[]): (value: unknown) => value is T {
  return (value: unknown): value is T => typeof value === 'object' && value !== null && fields.every((field) => typeof fieldOf(value, field) === 'string');
}

/** `list` as records that pass `isRecord`; anything else throws, so the page says so instead of showing nothing. */
export function recordsIn<T>(list: unknown, isRecord: (value: unknown) => value is T): T[] {
  if (!Array.isArray(list) || !list.every(isRecord)) throw new Error(contentText.unreadableList);
  return list;
}
