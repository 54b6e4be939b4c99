/** Who a record is for, as the tutor's forms and lists say it (school-model.md, Audience). */
export const audiencesText = {
  /** The picker's group label. */
  legend: 'Who is it for?',
  wholeSchool: 'Whole school',
  /** The picker's choice of some classes. */
  someClasses: 'Some classes',
  /** The lists' column header. */
  column: 'For',
  archived: (name: string) => `${name} (archived)`,
  loading: 'Loading classes…',
  loadFailed: 'The classes could not be loaded.',
  retry: 'Retry',
  noClasses: 'The school has no classes yet: this is for the whole school.',
  /** A class the tutor's list no longer knows (a class deleted since, or not loaded). */
  unknownClass: 'A class',
  chooseOne: 'Choose at least one class, or Whole school',
} as const;
