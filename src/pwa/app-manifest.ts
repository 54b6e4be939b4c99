import type { Position } from '../../contract/records/user.ts';
import { directionOf } from '../../contract/languages.ts';
import { pageLanguage } from '../strings/language.ts';
import { appText } from '../strings/navigation.ts';
import { APP_ICONS, iconSrc, type IconPurpose } from './app-icons.ts';

/** The brand blue: the logo's square (public/favicon.svg) and the browser bar (BaseLayout's theme-color). */
export const THEME_COLOR = '#1e40af';

/** Tailwind's slate-50, the body's background (src/styles/global.css), so the splash screen runs into the first page. */
const BACKGROUND_COLOR = '#f8fafc';

/** The web app manifest members Studyhall sets (https://www.w3.org/TR/appmanifest/). */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  icons: { src: string; sizes: string; type: 'image/png'; purpose: IconPurpose }[];
}

/** The roles with an app of their own, each installed from its own manifest. */
export const APP_ROLES: readonly Position[] = ['student', 'tutor', 'guardian'];

/**
 * The address of a role's manifest, for the page's `<link rel="manifest">`.
 *
 * @example manifestHref('tutor') // '/tutor.webmanifest'
 */
export function manifestHref(role: Position): string {
  return `/${role}.webmanifest`;
}

/**
 * The web app manifest of a role's app. Each role's home is both the app's identity and
 * where it opens, so a student and a tutor sharing a phone get two separate apps.
 *
 * @example appManifest('student').start_url // '/student/home/home'
 */
export function appManifest(role: Position): WebAppManifest {
  const home = `/${role}/home/home`;
  return {
    id: home,
    ...appText[role],
    start_url: home,
    // Each app is its role's pages: a link out of them (the landing page) opens in the browser.
    scope: `/${role}/`,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    lang: pageLanguage,
    dir: directionOf(pageLanguage),
    icons: APP_ICONS.map((icon) => ({
      src: iconSrc(icon),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
