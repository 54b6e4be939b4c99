import type { DigestKind } from '../records/digests.ts';

/** What the digest calls answer (`{message}`) and the unsubscribe page shows of them. */
export const digestMessages = {
  /** A token that is not one of ours at all. */
  tokenMalformed: 'This unsubscribe link is incomplete. Copy the whole link from the e-mail.',
  /** A well-formed token that opens nothing: forged, or its account is gone. */
  tokenUnknown: 'This unsubscribe link does not work. Log in and turn the digest off in your profile instead.',
} as const;

/** A digest's name, as the mails, the switch and the unsubscribe page say it. */
export const digestNames: Readonly<Record<DigestKind, string>> = {
  weekly: 'weekly e-mail digest',
  daily: 'daily e-mail digest',
};
