import type { Position } from '../../../contract/records/user.ts';
/**
 * What the pages and the service worker (src/service-worker/) say to each other. One module for
 * both sides, so a renamed message cannot leave one side listening for the old name.
 */

/** Page → worker: keep saved answers and files for this user only (`null`: for no one), then reply. */
export interface KeepOnlyFor {
  type: 'studyhall:keep-only-for';
  user: SavedDataOwner | null;
}

/** Whose answers and files the worker keeps: the signed-in user's id and role. */
export interface SavedDataOwner {
  id: string;
  position: Position;
}

/** Worker → pages: an answer a page may show from the cache has changed on the server. */
export interface AnswerChanged {
  type: 'studyhall:answer-changed';
  /** The call under `/api`, as the page asked for it. */
  path: string;
  /** When the new answer was saved: a page showing an older copy asks again. */
  savedAt: number;
}

/** Worker → pages: the server could not be reached to refresh an answer. */
export interface ServerUnreachable {
  type: 'studyhall:server-unreachable';
}

/** Worker → pages: the server refused the stored token (blocked, expired, password changed). */
export interface SessionRefused {
  type: 'studyhall:session-refused';
}

export type WorkerNews = AnswerChanged | ServerUnreachable | SessionRefused;

/** The header on an answer the worker served from its cache: when it was saved, in ms since 1970. */
export const SAVED_AT_HEADER = 'X-Saved-At';

/** The worker's address: at the root, so its scope is the whole site. */
export const WORKER_URL = '/sw.js';

/** The page shown for an address that was never saved, when offline. */
export const OFFLINE_PAGE = '/offline';

export function isWorkerNews(data: unknown): data is WorkerNews {
  const news = (data ?? {}) as Partial<AnswerChanged> | { type?: unknown };
  if (news.type === 'studyhall:answer-changed') {
    const { path, savedAt } = news as Partial<AnswerChanged>;
    return typeof path === 'string' && typeof savedAt === 'number';
  }
  return news.type === 'studyhall:server-unreachable' || news.type === 'studyhall:session-refused';
}
