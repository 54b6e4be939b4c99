const SIGNED_UP_EMAIL_KEY = 'studyhall:signed-up-email';

/**
 * Leaves the address a student just signed up with for the login form they are sent to.
 * sessionStorage, not the URL: a query string lands in server logs and the browser history,
 * and `location.assign` carries no history state. It stays in this tab and is taken once.
 */
export function handOverSignedUpEmail(email: string): void {
  try {
    sessionStorage.setItem(SIGNED_UP_EMAIL_KEY, email);
  } catch {
    // Storage blocked: the student types the address, as on any login.
  }
}

/** The address left by the sign-up, removed as it is read so a later visit starts empty. */
export function takeSignedUpEmail(): string | undefined {
  try {
    const email = sessionStorage.getItem(SIGNED_UP_EMAIL_KEY);
    sessionStorage.removeItem(SIGNED_UP_EMAIL_KEY);
    return email || undefined;
  } catch {
    return undefined;
  }
}
