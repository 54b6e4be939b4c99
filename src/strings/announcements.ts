/** What the announcement screens say (spec §2). Strings from the specification are word for word, 'Attatchments' included. */
export const announcementsText = {
  noun: 'Announcement',
  formHeading: 'New announcement',
  subject: 'Subject',
  description: 'Description',
  file: 'Attatchments',
  /** Under the file chooser: the file may be left out (issue 26). */
  fileHint: 'Optional: an image or a PDF',
  save: 'Save',
  showAll: 'Show previous announcements',
  allHeading: 'Previous announcements',
  empty: 'No announcements have been made yet.',
  dateColumn: 'Date',
  titleColumn: 'Event',
  editColumn: 'Edit',
  deleteColumn: 'Delete',
  editHeading: 'Edit announcement',
  changeSubject: 'Change subject',
  changeDescription: 'Change Description',
  change: 'Change',
  deleteQuestion: 'the following announcement would be deleted',
  /** The tutor's details: the description's heading. */
  moreInformation: 'More information',
  announcedOn: (date: string) => `Announced on: ${date}`,
  imageAlt: (subject: string) => `Image attached to "${subject}"`,
  /** The details' link to an attached PDF. */
  download: 'Download attachment',
  /** The student's page. */
  listHeading: 'Announcements',
  studentDateColumn: 'Announced Date',
  studentTitleColumn: 'Subject',
} as const;
