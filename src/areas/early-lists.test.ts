import { describe, expect, it } from 'vitest';
import { sectionsByRole } from '../navigation/sections.ts';
import { earlyLists } from './early-lists.ts';

describe('the lists a section page asks for first', () => {
  it('are named for every section of each shell, and for no other', () => {
    for (const [role, sections] of Object.entries(sectionsByRole)) {
      expect(Object.keys(earlyLists[role as keyof typeof earlyLists]).sort()).toEqual(sections.map(({ slug }) => slug).sort());
    }
  });

  it('are each an API path of the role the page is for', () => {
    for (const [role, bySection] of Object.entries(earlyLists)) {
      for (const list of Object.values(bySection).flat()) expect(list.path).toMatch(new RegExp(`^/${role}/home/`));
    }
  });
});
