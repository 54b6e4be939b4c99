/** What the app says about being offline and about its own updates (issue 12; the spec has no such screens). */
export const offlineText = {
  banner: (time: string) => `You are offline — showing what was saved at ${time}`,
  needsConnection: 'You are offline: this needs a connection.',
  listNotSaved: 'You are offline, and this was not saved on this device yet. It will show once you are back online.',
  /** The page the service worker shows for an address it never saved. */
  page: {
    title: 'Offline',
    description: 'This page was not saved for reading offline.',
    heading: 'You are offline',
    body: 'This page was not saved on this device. It will open once you are back online.',
    link: 'Back to the start',
  },
  newVersion: 'A new version is ready',
  reload: 'Reload',
} as const;
