import { describe, expect, it, vi } from 'vitest';
import type { Store } from '../db/index.ts';
import { areaLists } from './area-lists.ts';

/** A store whose content never changes: each kept answer is made once. */
const unchanging = { contentVersions: { keyOf: async () => '1' } } as unknown as Store;

async function listed(app: ReturnType<typeof areaLists>, role: 'student' | 'tutor'): Promise<unknown> {
  return (await app.request(`/${role}/home/notes`)).json();
}

describe('areaLists', () => {
  it('answers `{[kind]: items}` to both roles, made once for both', async () => {
    const list = vi.fn(async () => ['a', 'b']);
    const app = areaLists({ store: unchanging }, { kind: 'notes', list });
    expect(await listed(app, 'student')).toEqual({ notes: ['a', 'b'] });
    expect(await listed(app, 'tutor')).toEqual({ notes: ['a', 'b'] });
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('answers the tutor in the area’s own shape when it gives one', async () => {
    const list = vi.fn(async () => ['a', 'b']);
    const app = areaLists({ store: unchanging }, { kind: 'notes', list, tutorList: (notes) => notes });
    expect(await listed(app, 'student')).toEqual({ notes: ['a', 'b'] });
    expect(await listed(app, 'tutor')).toEqual(['a', 'b']);
    expect(list).toHaveBeenCalledTimes(2);
  });
});
