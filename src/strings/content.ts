import { formatCount } from '../../contract/strings/plural.ts';

/**
 * What every content area says alike: list states, record views, uploads and the results of a
 * tutor's changes. An area's own words (its noun, headings, columns) are in its own catalogue.
 */
export const contentText = {
  loading: 'Loading…',
  retry: 'Retry',
  back: 'Back',
  close: 'Close',
  /** The server answered a list in a shape the page cannot read. */
  unreadableList: 'The server sent a list this page cannot read. Please try again later.',
  missingHeading: 'Not found',
  missing: 'This item is no longer here. It may have been deleted.',
  backToList: 'Back to the list',
  /** The buttons of a delete question. */
  ok: 'Ok',
  cancel: 'Cancel',
} as const;

/** The tutor's views of a record with a title, a description and a file (assignments, notes). */
export const fileRecordText = {
  title: 'Title',
  description: 'Description',
  save: 'Save',
  changeTitle: 'Change title',
  change: 'Change',
  editDetails: 'Edit Details',
  editFile: 'Edit File',
  submit: 'Submit',
  newFile: 'New file',
  currentFile: (fileName: string) => `Current file: ${fileName}`,
  deleteQuestion: 'Are you sure to delete this file:',
} as const;

const count = (number: number) => formatCount('en', number);

/** The pager under a list longer than a page. */
export const pagerText = {
  /** Read before the list's name, naming the pager: 'Pages of Student list'. */
  pagesOf: 'Pages of',
  previous: 'Previous',
  next: 'Next',
  /** 'Page 2 of 40'. */
  page: (number: number, pages: number) => `Page ${count(number)} of ${count(pages)}`,
  /** 'Showing 51–100 of 2,000'. */
  showing: (first: number, last: number, total: number) => `Showing ${count(first)}–${count(last)} of ${count(total)}`,
} as const;

export const uploadText = {
  progress: 'Upload progress',
  percent: (percent: number) => `Uploading… ${percent}%`,
  cancel: 'Cancel upload',
  cancelled: 'Upload cancelled.',
} as const;

/** Toasts after a tutor's change, with the area's noun: 'Assignment saved'. */
export const resultText = {
  saved: (noun: string) => `${noun} saved`,
  updated: (noun: string) => `${noun} updated`,
  fileReplaced: (noun: string) => `${noun} file replaced`,
  deleted: (noun: string) => `${noun} deleted`,
} as const;
