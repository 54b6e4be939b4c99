import { AUDIENCE_CLASSES_MAX } from '../validation/limits.ts';

/** What the API answers about who a record is for (`{message}`), as the forms show it too. */
export const audienceMessages = {
  classesInvalid: 'Send the classes as a list of class ids (in a form: one field, the ids separated by commas)',
  tooMany: `A record can be for at most ${AUDIENCE_CLASSES_MAX} classes`,
  unknownClasses: 'Some of the chosen classes do not exist. Reload the page and choose again.',
  unknownFilter: 'There is no such class to show the records of',
} as const;
