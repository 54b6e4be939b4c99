/**
 * Paths answered with an HTTP redirect before any page is looked up. The last one is
 * where the original product sent students who strayed into the tutor area.
 */
const pageRedirects: Readonly<Record<string, string>> = {
  '/student/home': '/student/home/home',
  '/tutor/home': '/tutor/home/home',
  '/home-student/home': '/student/home/home',
};

/** The redirect target for a request path, ignoring a trailing slash. */
export function redirectFor(path: string): string | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return pageRedirects[trimmed];
}
