/** What the notes screens say (spec §2). Strings from the specification are word for word. */
export const notesText = {
  noun: 'Note',
  listHeading: 'Uploaded Notes',
  empty: 'No notes have been uploaded yet.',
  dateColumn: 'Uploaded Date',
  titleColumn: 'Title',
  deleteColumn: 'Delete Notes',
  download: 'Download Note',
  add: 'Add new Note',
  file: 'Upload File',
  backToDetails: 'Back to details',
} as const;
