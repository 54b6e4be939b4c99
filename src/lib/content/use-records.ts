import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { showToast } from '../../stores/toasts.ts';
import { callApi } from '../api/client.ts';
import { $answerNews, isOutdated, newestSavedAt } from '../offline/saved-answers.ts';
import type { ListEndpoint } from './list-answer.ts';

/** A list as a page has it: loading, failed with the reason, or ready. */
export type ListState<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; records: readonly T[] };

export interface Records<T> {
  state: ListState<T>;
  /** Loads the list again from the start, showing the skeleton meanwhile (the Retry button). */
  retry: () => void;
  /** Loads the list again behind the one shown, after a change; a failure is a toast and the list stays. */
  refresh: () => void;
  /** Applies a change the server has confirmed, before the refreshed list arrives. */
  change: (edit: (records: readonly T[]) => readonly T[]) => void;
}

/** The first answers being asked for, by path: shared by the islands showing one list. */
const asking = new Map<string, Promise<unknown>>();

/**
 * A list's answer for its first showing. Islands of one page that show the same list (Today's
 * Task's uploads and its "Due soon") start at once and share one call, and so the answer the
 * page's head asked for early, which only one call can take. Not aborted with one island: the
 * other may still want it, and the answer is small.
 */
function firstAnswer(path: string): Promise<unknown> {
  let answer = asking.get(path);
  if (!answer) {
    answer = callApi<unknown>(path).finally(() => asking.delete(path));
    asking.set(path, answer);
  }
  return answer;
}

/**
 * Loads an area's list once the island is running (the static HTML is the loading state), and
 * again when the service worker says the saved copy it showed has changed.
 *
 * @param endpoint the list's call; a module constant, so the list loads once
 * @example const assignments = useRecords(assignmentsArea.student);
 */
export function useRecords<T>(endpoint: ListEndpoint<T>): Records<T> {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const [request, setRequest] = useState({ count: 0, quiet: false, fresh: false });
  const newsTaken = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    const done = () => controller.signal.aborted;
    const answer = request.count === 0 ? firstAnswer(endpoint.path) : callApi<unknown>(endpoint.path, { signal: controller.signal, fresh: request.fresh });
    answer
      .then((body) => endpoint.readList(body))
      .then(
        (records) => {
          if (!done()) setState({ status: 'ready', records });
        },
        (error: unknown) => {
          if (done()) return;
          const message = error instanceof Error ? error.message : String(error);
          if (request.quiet) showToast('error', message);
          setState((current) => (request.quiet && current.status === 'ready' ? current : { status: 'failed', error: message }));
        },
      );
    return () => controller.abort();
  }, [endpoint, request]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setRequest(({ count }) => ({ count: count + 1, quiet: false, fresh: false }));
  }, []);
  // After a change, from the server: a saved copy would still show the list before it.
  const refresh = useCallback(() => setRequest(({ count }) => ({ count: count + 1, quiet: true, fresh: true })), []);
  // Shown from what the service worker saved, then changed on the server: asked again, quietly,
  // once for each newer copy (a reply still older must not start the asking over).
  useEffect(
    () =>
      $answerNews.listen(() => {
        const newest = newestSavedAt(endpoint.path);
        if (!isOutdated(endpoint.path) || newest <= newsTaken.current) return;
        newsTaken.current = newest;
        setRequest(({ count }) => ({ count: count + 1, quiet: true, fresh: false }));
      }),
    [endpoint],
  );
  const change = useCallback(
    (edit: (records: readonly T[]) => readonly T[]) =>
      setState((current) => (current.status === 'ready' ? { status: 'ready', records: edit(current.records) } : current)),
    [],
  );
  return useMemo(() => ({ state, retry, refresh, change }), [state, retry, refresh, change]);
}

/** The same list state with only the records `select` keeps. */
export function selectRecords<T>(state: ListState<T>, select: (records: readonly T[]) => readonly T[]): ListState<T> {
  return state.status === 'ready' ? { status: 'ready', records: select(state.records) } : state;
}

/** The same list, shown as loading while `waiting`: for what its rows would name that has not come yet. */
export function loadingWhile<T>(list: Records<T>, waiting: boolean): Records<T> {
  return waiting ? { ...list, state: { status: 'loading' } } : list;
}

/** Whether the list, once here, lacks record `id` (deleted meanwhile, or an old address); a list still loading lacks none. */
export function lacksRecord<T extends { _id: string }>(state: ListState<T>, id: string): boolean {
  return state.status === 'ready' && !state.records.some(({ _id }) => _id === id);
}
