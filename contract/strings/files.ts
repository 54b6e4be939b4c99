/** Messages of the checks on uploaded and served files. The product specification words none of them. */
export const fileMessages = {
  missing: 'Choose a file to upload',
  empty: 'The file is empty. Choose another file.',
  wrongKind: (labels: string) => `This file type is not accepted. Upload one of: ${labels}.`,
  tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB, the most the school accepts.`,
  tooManyFiles: (count: number) => `Upload at most ${count} ${count === 1 ? 'file' : 'files'} at a time.`,
  tooManyFields: 'The form has too many fields.',
  fieldTooLong: (name: string) => `The field "${name}" is too long.`,
  unexpectedFile: (name: string) => `A file was not expected in the field "${name}".`,
  notMultipart: 'Send the file as a form upload (multipart/form-data).',
  unreadable: 'The upload was cut off or could not be read. Please try again.',
  notFound: 'This file does not exist. It may have been deleted.',
  tooManyUploads: (wait: string) => `Too many uploads from this account. Please try again in ${wait}.`,
} as const;
