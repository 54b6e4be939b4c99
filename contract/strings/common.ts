/** Text every area shares: page furniture and the messages of failures that are nobody's fault in particular. */
export const pageText = {
  skipToContent: 'Skip to content',
  /** The 404 page, whose heading is its title. */
  notFound: {
    title: 'Page not found',
    description: 'There is no Studyhall page at this address. The start page leads to the student and tutor logins.',
    body: 'This page does not exist. It may have moved.',
    link: 'Go to the start page',
  },
} as const;

export const serverMessages = {
  offline: 'Could not reach the server. Check your connection and try again.',
  uploadCut: 'The upload stopped before the server answered. The file may be larger than the school accepts, or the connection dropped.',
  unexpected: 'Something went wrong on the server. Please try again.',
  invalidRequest: 'Invalid request',
  tooLarge: (kilobytes: number) => `The request is larger than ${kilobytes} KB`,
  noRoute: (method: string, path: string) => `No API route ${method} ${path}`,
  busy: 'The server is busy with other changes, and yours was not saved. Please try again in a moment.',
  upstreamDown: 'The school server cannot be reached. Please try again later.',
  upstreamSlow: 'The school server took too long to answer. Please try again.',
  badAnswer: (status: number) => `The server answered ${status}.`,
  noToken: 'The server did not send a login token. Please try again.',
  storageBlocked: 'This browser does not let the site keep you logged in. Allow site data and try again.',
} as const;
