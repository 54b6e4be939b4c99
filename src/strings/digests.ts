import type { DigestKind } from '../../contract/records/digests.ts';
import { digestNames } from '../../contract/strings/digests.ts';

/** What a digest's switch says: its label, what the digest holds and when it comes. */
export interface DigestChoiceText {
  label: string;
  hint: string;
}

/** The switches of the two digests (issue 27, part 4): the student's profile places the weekly one, a guardian's page the daily one. */
export const digestChoiceText: Readonly<Record<DigestKind, DigestChoiceText>> = {
  weekly: { label: 'Weekly e-mail digest', hint: 'New assignments, coming due dates and announcements for you, every Friday at 17:00.' },
  daily: { label: 'Daily e-mail digest', hint: "Each child's new assignments, coming due dates and announcements, every day at 17:00." },
};

/** What the switches say of a change. */
export const digestText = {
  /** The server answered a digest choice in a shape the page cannot read. */
  unreadable: 'The server sent an e-mail choice this page cannot read. Please try again later.',
  turnedOn: (kind: DigestKind) => `The ${digestNames[kind]} is on.`,
  turnedOff: (kind: DigestKind) => `The ${digestNames[kind]} is off.`,
} as const;
