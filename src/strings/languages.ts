/** The language list at the foot of every page (issue 28). */
export const languageListText = {
  /** The list's name, as a screen reader announces it. */
  label: 'Language',
  /** When a signed-in reader's choice could not be kept: the page stays in its language. */
  notSaved: (reason: string) => `Your language was not changed: ${reason}`,
} as const;
