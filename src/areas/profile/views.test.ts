import { describe, expect, it } from 'vitest';
import { parseProfileView, profileViewSearch, type ProfileView } from './views.ts';

describe('the views of a profile in the address', () => {
  it.each<[ProfileView, string]>([
    ['details', ''],
    ['edit', '?mode=edit'],
    ['password', '?mode=password'],
  ])('%j is written %j and read back', (view, search) => {
    expect(profileViewSearch(view)).toBe(search);
    expect(parseProfileView(search)).toBe(view);
  });

  it("edits only the user's own profile, whatever id the address names", () => {
    expect(parseProfileView('?mode=edit&id=someone-else')).toBe('edit');
    expect(parseProfileView('?mode=password&id=someone-else')).toBe('password');
  });

  it.each(['?mode=details&id=u1', '?mode=all', '?mode=Edit', '?mode=Password', '?edit', '?password'])('reads %j as the details', (search) => {
    expect(parseProfileView(search)).toBe('details');
  });
});
