import { describe, expect, it } from 'vitest';
import { GET as manifestRoute, getStaticPaths as manifestPaths } from '../pages/[role].webmanifest.ts';
import { getStaticPaths as iconPaths } from '../pages/icons/[icon].png.ts';
import { APP_ROLES, appManifest, manifestHref } from './app-manifest.ts';

describe('appManifest', () => {
  it.each([
    ['student', 'Studyhall', 'Studyhall'],
    ['tutor', 'Studyhall for tutors', 'Studyhall tutor'],
  ] as const)("names the %s's app and opens it at its home", (role, name, shortName) => {
    const home = `/${role}/home/home`;
    expect(appManifest(role)).toMatchObject({ id: home, start_url: home, name, short_name: shortName, lang: 'en' });
  });

  it.each(APP_ROLES)('gives the %s an installable standalone app of its own pages, in the brand colours', (role) => {
    expect(appManifest(role)).toMatchObject({
      scope: `/${role}/`,
      display: 'standalone',
      theme_color: '#1e40af',
      background_color: '#f8fafc',
    });
  });

  it.each(APP_ROLES)("describes the %s's app in one sentence", (role) => {
    expect(appManifest(role).description).toMatch(/^[A-Z][^.]+\.$/);
  });

  it('gives each role a description of its own', () => {
    expect(appManifest('student').description).not.toBe(appManifest('tutor').description);
  });

  it.each(APP_ROLES)('lists the 192 and 512 pixel PNGs Chrome installs from, and a maskable 512', (role) => {
    const icons = appManifest(role).icons.map(({ sizes, type, purpose }) => ({ sizes, type, purpose }));
    expect(icons).toEqual([
      { sizes: '192x192', type: 'image/png', purpose: 'any' },
      { sizes: '512x512', type: 'image/png', purpose: 'any' },
      { sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('names only icons the icon endpoint writes', () => {
    const written = iconPaths().map(({ params }) => `/icons/${params.icon}.png`);
    for (const role of APP_ROLES) {
      for (const icon of appManifest(role).icons) expect(written).toContain(icon.src);
    }
  });
});

describe('manifestHref', () => {
  it.each(APP_ROLES)("is the address the build writes the %s's manifest to", (role) => {
    const written = manifestPaths().map(({ params }) => `/${params.role}.webmanifest`);
    expect(written).toContain(manifestHref(role));
  });

  it('points each role at its own file', () => {
    expect([manifestHref('student'), manifestHref('tutor')]).toEqual(['/student.webmanifest', '/tutor.webmanifest']);
  });
});

describe('the manifest endpoint', () => {
  it.each(APP_ROLES)('answers the %s manifest as application/manifest+json', async (role) => {
    const response = await manifestRoute({ props: { role } } as Parameters<typeof manifestRoute>[0]);
    expect(response.headers.get('Content-Type')).toBe('application/manifest+json');
    expect(await response.json()).toEqual(appManifest(role));
  });
});
