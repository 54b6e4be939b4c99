/** What the "new" markers say (issue 26). The product specification words none of them. */
export const newsText = {
  /** Beside a record of a list that is new since the student last opened it. */
  marker: 'New',
  /** The menu's count beside a list: what the eye reads, and what a screen reader hears after the list's name. */
  count: (count: number, capped: boolean) => (capped ? `${count}+` : String(count)),
  countWords: (count: number, capped: boolean) => (capped ? `(${count} or more new)` : `(${count} new)`),
  /** The phone's menu button while anything is new. */
  openMenuWithNews: 'Open menu, new items',
} as const;
