import type { ReactNode } from 'react';
import type { ListState } from '../../lib/content/use-records.ts';
import { contentText } from '../../strings/content.ts';
import { Button } from '../ui/button.tsx';

export interface DataStateProps<T> {
  state: ListState<T>;
  onRetry: () => void;
  /** Said when the list has no records; left out, an empty list goes to `children` like any other. */
  empty?: string;
  /** How many grey bars stand for the records while they load. */
  rows?: number;
  children: (records: readonly T[]) => ReactNode;
}

/** A list's loading skeleton, its failure with the reason and Retry, its empty sentence, or its records. */
export function DataState<T>({ state, onRetry, empty, rows = 3, children }: DataStateProps<T>) {
  if (state.status === 'loading') return <Skeleton rows={rows} />;
  if (state.status === 'failed') return <LoadFailure error={state.error} onRetry={onRetry} />;
  if (empty !== undefined && state.records.length === 0) return <p className="text-slate-700">{empty}</p>;
  return children(state.records);
}

/** Why a list could not be read, with Retry. */
export function LoadFailure({ error, onRetry }: { error: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-danger-600 bg-white p-4">
      <p className="text-danger-700">{error}</p>
      <Button variant="outline" onClick={onRetry}>
        {contentText.retry}
      </Button>
    </div>
  );
}

/** Grey bars where the list will be; the static HTML shows it until the list arrives, and a view shows it while its code does. */
export function Skeleton({ rows }: { rows: number }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{contentText.loading}</span>
      {Array.from({ length: rows }, (_, bar) => (
        <div key={bar} aria-hidden="true" className="h-11 animate-pulse rounded-md bg-slate-200" />
      ))}
    </div>
  );
}
