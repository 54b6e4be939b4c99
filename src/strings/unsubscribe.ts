import type { DigestKind } from '../../contract/records/digests.ts';
import { digestMessages, digestNames } from '../../contract/strings/digests.ts';

/** What the page a digest's unsubscribe link opens says (src/pages/unsubscribe.astro); the refusals of a link are the API's (contract/strings/digests.ts). */
export const unsubscribeText = {
  title: 'Unsubscribe',
  description: 'Stop an e-mail digest from Studyhall with one click, without logging in.',
  heading: 'Unsubscribe',
  checking: 'Checking the link…',
  /** No token at all: as the API says of a token cut short. */
  noToken: digestMessages.tokenMalformed,
  stops: (kind: DigestKind) => `This stops the ${digestNames[kind]} of your Studyhall account. Nothing else changes.`,
  button: (kind: DigestKind) => `Stop the ${digestNames[kind]}`,
  alreadyOff: (kind: DigestKind) => `The ${digestNames[kind]} is off already: no more of it will be sent.`,
  done: (kind: DigestKind) => `Done: the ${digestNames[kind]} is off. You can turn it on again in your profile.`,
  unreachable: 'The server could not be reached. Check your connection and try again.',
  noScript: 'This page needs JavaScript to unsubscribe. You can also log in and turn the digest off in your profile.',
  toStart: 'Go to Studyhall',
} as const;
