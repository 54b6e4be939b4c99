import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { audienceMessages } from '../../contract/strings/audiences.ts';
import type { Store, User } from '../db/index.ts';
import { areaLists, type AreaLists } from './area-lists.ts';
import type { ApiEnv } from './context.ts';

/** A store whose content never changes (each kept answer is made once), with one class, 7A, and every student in it. */
const unchanging = {
  contentVersions: { keyOf: async () => '1' },
  classes: { idsOfStudent: async () => ['7a'], existing: async (ids: string[]) => new Set(ids.filter((id) => id === '7a')) },
} as unknown as Store;

/** The lists behind a stand-in for the area guards: the path's role is the caller's. */
function mounted(area: AreaLists<string>) {
  const app = new Hono<ApiEnv>();
  app.use('*', async (c, next) => {
    c.set('user', { _id: 'u1', position: c.req.path.startsWith('/tutor') ? 'tutor' : 'student' } as User);
    await next();
  });
  return app.route('/', areaLists({ store: unchanging }, area));
}

async function listed(app: Hono<ApiEnv>, role: 'student' | 'tutor', query = ''): Promise<unknown> {
  return (await app.request(`/${role}/home/notes${query}`)).json();
}

describe('areaLists', () => {
  it('answers `{[kind]: items}` to both roles: the student’s classes’ and the whole school’s, every record to the tutor', async () => {
    const list = vi.fn(async () => ['a', 'b']);
    const app = mounted({ kind: 'notes', list });
    expect(await listed(app, 'student')).toEqual({ notes: ['a', 'b'] });
    expect(await listed(app, 'tutor')).toEqual({ notes: ['a', 'b'] });
    expect(list.mock.calls).toEqual([[{ readerClasses: ['7a'] }], [undefined]]);
  });

  it('makes an answer once for each audience while the content is unchanged', async () => {
    const list = vi.fn(async () => ['a']);
    const app = mounted({ kind: 'notes', list });
    for (const role of ['student', 'student', 'tutor', 'tutor'] as const) await listed(app, role);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('answers the tutor in the area’s own shape when it gives one', async () => {
    const list = vi.fn(async () => ['a', 'b']);
    const app = mounted({ kind: 'notes', list, tutorList: (notes) => notes });
    expect(await listed(app, 'student')).toEqual({ notes: ['a', 'b'] });
    expect(await listed(app, 'tutor')).toEqual(['a', 'b']);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('filters the tutor’s list by `?class=ID` or `?class=school`, and refuses a class the school does not have', async () => {
    const list = vi.fn(async () => ['a']);
    const app = mounted({ kind: 'notes', list });
    await listed(app, 'tutor', '?class=7a');
    await listed(app, 'tutor', '?class=school');
    expect(list.mock.calls).toEqual([[{ classFilter: '7a' }], [{ classFilter: 'school' }]]);
    const refused = await app.request('/tutor/home/notes?class=7z');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(audienceMessages.unknownFilter);
  });
});
