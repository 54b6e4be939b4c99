/** What the classes calls answer with (`{message}`) and their forms show: the API and the page say the same. */
export const classMessages = {
  nameRequired: 'Class name is required',
  nameLong: 'The class name must be at most 60 characters',
  nameSemicolon: 'A class name cannot hold “;”: it separates classes in a CSV file',
  nameTaken: (name: string) => `A class in use is already called “${name}”. Choose another name, or archive that class first.`,
  archivedInvalid: 'Say whether the class is archived: true or false',
  nothingToChange: 'Send a new name, archived or tutorIds',
  idsInvalid: 'Send a list of ids',
  tooMany: (most: number) => `At most ${most} people can be sent at once`,
  notFound: 'This class does not exist.',
  unknownTutors: 'Some of the chosen tutors are not tutors of this school. Reload the page and choose again.',
  unknownStudents: 'Some of the chosen students are not students of this school. Reload the page and choose again.',
} as const;
