import { describe, expect, it } from 'vitest';
import { lacksRecord, loadingWhile, selectRecords, type ListState, type Records } from './use-records.ts';

const ready: ListState<{ _id: string }> = { status: 'ready', records: [{ _id: 'a' }, { _id: 'b' }] };

describe('a list as a page has it', () => {
  it('lacks a record it does not hold, once here', () => {
    expect(lacksRecord(ready, 'c')).toBe(true);
    expect(lacksRecord(ready, 'a')).toBe(false);
  });

  it('lacks nothing while it loads or has failed: there is nothing to say yet', () => {
    expect(lacksRecord({ status: 'loading' }, 'c')).toBe(false);
    expect(lacksRecord({ status: 'failed', error: 'Offline' }, 'c')).toBe(false);
  });

  it('keeps only the records selected, and any other state as it is', () => {
    expect(selectRecords(ready, (records) => records.slice(1))).toEqual({ status: 'ready', records: [{ _id: 'b' }] });
    expect(selectRecords({ status: 'loading' }, () => [])).toEqual({ status: 'loading' });
  });

  it('shows as loading while it waits, keeping its calls; as it is otherwise', () => {
    const list: Records<{ _id: string }> = { state: ready, retry: () => undefined, refresh: () => undefined, change: () => undefined };
    const waiting = loadingWhile(list, true);
    expect(waiting.state).toEqual({ status: 'loading' });
    expect(waiting.refresh).toBe(list.refresh);
    expect(loadingWhile(list, false)).toBe(list);
  });
});
