import type { Position } from '../../../contract/records/user.ts';

/** What the browser may read from a token; the server alone decides whether to trust it. */
export interface TokenClaims {
  name: string;
  position: Position;
  /** The language the holder chose (gateway/auth/token.ts); absent, the school's. */
  lang?: string;
  aud: string;
  exp: number;
}

/**
 * The token kept in local storage under `token` (spec §3), or null when there is none or the
 * browser blocks storage. Self-contained because the inline scripts take its source.
 */
export function storedToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem('token');
  } catch {
    return null;
  }
}

/**
 * The claims of a stored token, or null when there is none, it is malformed or it has
 * expired. Self-contained (no outside names) because the head guard inlines its source.
 */
export function readToken(token: string | null | undefined, nowSeconds: number): TokenClaims | null {
  if (!token) return null;
  try {
    const payload = (token.split('.')[1] || '').replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(payload), (char) => char.charCodeAt(0));
    // Each field is checked below before the object is handed out as claims.
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { [field in keyof TokenClaims]?: unknown };
    const valid =
      (claims.position === 'student' || claims.position === 'tutor' || claims.position === 'guardian') &&
      typeof claims.name === 'string' &&
      typeof claims.aud === 'string' &&
      typeof claims.exp === 'number' &&
      claims.exp > nowSeconds;
    return valid ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}
