/** Other spellings of a kind's extension that name the same kind (a camera's `.jpeg`). */
const SAME_KIND: Readonly<Record<string, readonly string[]>> = { jpg: ['jpeg'] };

/**
 * A file's name ending in the extension of the kind its content was checked to be, so the name
 * a student downloads it under never says more than the content is: `evil.html` holding plain
 * text downloads as `evil.txt`, `setup.bat` as `setup.txt`, and an opened file is handed to the
 * program for what it really is, never run as a script or a page. A name already ending in the
 * kind's extension (any case, or another spelling of it) is kept as it is.
 *
 * @param name a name already cleaned of paths and control characters
 * @param extension the checked kind's extension, e.g. 'txt'
 * @example nameOfKind('Lab notes.html', 'txt') // 'Lab notes.txt'; nameOfKind('IMG_01.JPEG', 'jpg') // 'IMG_01.JPEG'
 */
export function nameOfKind(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const current = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (current === extension || SAME_KIND[extension]?.includes(current)) return name;
  return `${stem.replace(/[.\s]+$/, '') || 'file'}.${extension}`;
}

/**
 * The name a stored file is shown and downloaded under: its uploaded name, ending in the
 * extension it was stored under once its content was checked (`nameOfKind`), so rows kept
 * before names followed kinds answer safely too.
 *
 * @param fileName the name it was uploaded under
 * @param storedName its name on disk, `<random>.<checked extension>`
 * @example shownName('lesson.html', 'Zk3…Q.txt') // 'lesson.txt'
 */
export function shownName(fileName: string, storedName: string): string {
  return nameOfKind(fileName, storedName.slice(storedName.lastIndexOf('.') + 1));
}
