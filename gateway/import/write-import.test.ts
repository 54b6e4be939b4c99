import { describe, expect, it } from 'vitest';
import type { ApiDeps } from '../api/context.ts';
import { defaultSchoolSettings, type Queries } from '../db/index.ts';
import type { ImportPlan, PlannedAdd, PlannedUpdate } from './plan-import.ts';
import { prepareImport, studentAt } from './write-import.ts';

const deps = { now: () => new Date('2026-11-27T09:00:00Z'), publicUrl: new URL('https://school.test') } as ApiDeps;
const queries = { school: { read: async () => ({ ...defaultSchoolSettings(), name: 'Hill School' }) } } as unknown as Queries;

const add = (line: number, name: string): PlannedAdd => ({ line, fname: name, email: `${name}@school.test`, contact: '9876543210', classIds: ['7a-id'], newClassKeys: [], guardianEmails: [`mum-of-${name}@home.test`] });
/** A student already at school whose classes the file changes, and not their guardians; their id sorts among the new ones'. */
const moved: PlannedUpdate = { ...add(4, 'zoya'), studentId: '8', changes: ['classes'] };
const plan: ImportPlan = {
  report: { rows: [], counts: { add: 3, update: 1, unchanged: 0, error: 0 }, newClasses: [] },
  adds: [add(2, 'ravi'), add(3, 'asha'), add(5, 'ben')],
  updates: [moved],
  newClasses: new Map(),
  takenNumbers: new Set(),
};

describe('prepareImport', () => {
  it('gives the new students ids in the file’s order, and lists each table’s students in their ids’ order by place', async () => {
    const prepared = await prepareImport(deps, queries, plan);
    expect(prepared.ids).toEqual(prepared.ids.toSorted());
    expect(prepared.ids.keys().map((place) => studentAt(prepared, place)).toArray()).toEqual(prepared.ids.map((id, place) => [id, plan.adds[place]]));
    const joining = Array.from(prepared.joining, (place) => studentAt(prepared, place));
    expect(joining.map(([id]) => id)).toEqual([...prepared.ids, '8'].sort());
    expect(joining.find(([id]) => id === '8')?.[1]).toBe(moved);
    // Their guardians are not what the file changes of them.
    expect(Array.from(prepared.guarded, (place) => studentAt(prepared, place)[0])).toEqual(prepared.ids);
  });

  it('invites each new student, and only them, in the file’s order', async () => {
    const prepared = await prepareImport(deps, queries, plan);
    expect([...prepared.mails].map((mail) => mail.to)).toEqual(['ravi@school.test', 'asha@school.test', 'ben@school.test']);
    expect([...prepared.invitations].map((invitation) => invitation.userId).sort()).toEqual(prepared.ids);
  });
});
