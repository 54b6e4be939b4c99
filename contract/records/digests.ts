/**
 * E-mail digests (issue 27, part 4): a student's weekly one and a guardian's daily one, each off
 * until its reader turns it on. The names are fixed here for the API, the pages and the mails.
 */

/** The digests there are: `weekly` (a student's) and `daily` (a guardian's, for each child). */
export const DIGEST_KINDS = ['weekly', 'daily'] as const;

/** One kind of digest. */
export type DigestKind = (typeof DIGEST_KINDS)[number];

/** The roles that choose a digest, and which one each chooses. */
export const DIGEST_OF_ROLE = { student: 'weekly', guardian: 'daily' } as const satisfies Record<string, DigestKind>;

/** A role that chooses a digest. */
export type DigestRole = keyof typeof DIGEST_OF_ROLE;

/**
 * What `GET|PUT /{role}/home/digest` answer, and `GET|POST /unsubscribe?token=` (who the link is
 * for stays unsaid: the page names only the digest).
 */
export interface DigestChoice {
  kind: DigestKind;
  subscribed: boolean;
}

/** Whether `value` names a digest. */
export function isDigestKind(value: string): value is DigestKind {
  return (DIGEST_KINDS as readonly string[]).includes(value);
}
