/** What the assignment screens say (spec §2). Strings from the specification are word for word. */
export const assignmentsText = {
  noun: 'Assignment',
  listHeading: 'Assignment Section',
  empty: 'No assignments have been uploaded yet.',
  dateColumn: 'Uploaded date',
  titleColumn: 'Title',
  deleteColumn: 'Delete Assignment',
  download: 'Download Assignment',
  add: 'Add new assignment',
  file: 'File',
  backToDetails: 'Back',
} as const;
