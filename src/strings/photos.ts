/**
 * What the photo screens say (spec §2). Strings from the specification are word for word, its
 * spellings included ('permenantly', 'Catagories'); the rest are ours.
 */
export const photosText = {
  /** One section, as toasts name it: 'Photo section saved'. */
  noun: 'Photo section',
  formHeading: 'New photo section',
  subject: 'Subject',
  files: 'Photos',
  chosen: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'} chosen`,
  save: 'Save',
  showAll: 'All Pictures',
  allHeading: 'All Pictures',
  empty: 'No photo sections have been added yet.',
  editSubject: 'Edit Subject',
  deleteSection: 'delete',
  deleteSectionQuestion: 'this whole section will be permenantly deleted ?',
  confirm: 'Confirm',
  subjectUpdated: 'Subject updated',
  deletePhoto: 'Delete picture',
  deletePhotoQuestion: 'this picture will be permenantly deleted ?',
  photoDeleted: 'Picture deleted',
  delete: 'Delete',
  cancel: 'Cancel',
  addPhotos: 'Add photos',
  addPhotosQuestion: 'Do you want to add new photos to this section?',
  addMore: 'Add+',
  uploadFiles: 'Upload Files',
  photosAdded: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'} added`,
  noPhotos: 'This section has no photos.',
  /** The student's page. */
  categories: 'Photo Catagories',
  noCategories: 'No photos have been shared yet.',
  close: 'Close',
} as const;
