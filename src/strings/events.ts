/** What the event screens say (spec §2). Strings from the specification are word for word. */
export const eventsText = {
  noun: 'Event',
  formHeading: 'New event',
  event: 'Event',
  club: 'Conducted by',
  description: 'Description',
  date: 'Date',
  save: 'Save',
  showAll: 'Show all event',
  allHeading: 'All events',
  empty: 'No events have been added yet.',
  dateColumn: 'Date',
  /** A past event's date in the tables, which list the coming ones first (issue 26). */
  pastDate: (date: string) => `${date} (past)`,
  clubColumn: 'Club',
  eventColumn: 'Event',
  editColumn: 'Edit',
  deleteColumn: 'Delete',
  editHeading: 'Edit event',
  changeEvent: 'Change subject',
  changeClub: 'Change club',
  change: 'Change',
  // The product's words: it says 'announcement' on the events page too.
  deleteQuestion: 'the following announcement would be deleted permanently:',
  conductedBy: (club: string) => `Conducted by: ${club}`,
  eventDate: (date: string) => `Date: ${date}`,
  /** The student's page. */
  listHeading: 'Events',
} as const;
