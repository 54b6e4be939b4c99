/** Sizes as an admin reads them: `312.4 MB`, `79.0 GB`. */
function size(bytes: number): string {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${(bytes / 1e6).toFixed(1)} MB`;
}

const damaged = 'the archive is damaged or forged, and nothing was restored.';

/**
 * Why `npm run restore` refuses an archive, each one line for the school's admin: what is
 * wrong, and that the school was left as it was.
 */
export const restoreMessages = {
  unreadable: (archive: string, reason: string) => `${archive} cannot be read as a Studyhall backup (${reason}): it is cut short or damaged, and nothing was restored.`,
  bomb: `The backup unpacks to over a thousand times its size, as no real backup does: ${damaged}`,
  oddEntry: (path: string) => `The backup holds ${path}, which is neither a file nor a folder: ${damaged}`,
  noManifest: (first: string) => `This file is not a Studyhall backup: it begins with ${first}, not its manifest.json. Nothing was restored.`,
  manifestTooLarge: (bytes: number, most: number) => `The backup's manifest is ${size(bytes)}, more than the ${size(most)} a school's can be: ${damaged}`,
  manifestTooManyValues: (most: number) => `The backup's manifest holds more than ${most.toLocaleString('en')} values, more than a school's can: ${damaged}`,
  manifestTooManyFiles: (count: number, most: number) => `The backup's manifest lists ${count.toLocaleString('en')} files, more than the ${most.toLocaleString('en')} a restore takes: ${damaged}`,
  manifestDamaged: (issues: string) => `The backup's manifest is damaged (${issues}): nothing was restored.`,
  notListed: (path: string) => `The backup holds files its manifest does not list: ${path}; ${damaged}`,
  twice: (path: string) => `The backup holds ${path} twice: ${damaged}`,
  sizeDiffers: (path: string, bytes: number, listed: number) => `The backup's ${path} is ${bytes.toLocaleString('en')} bytes, where its manifest lists ${listed.toLocaleString('en')}: ${damaged}`,
  tableTooLarge: (table: string, bytes: number, rows: number) => `The backup's rows of ${table} take ${size(bytes)}, more than its ${rows.toLocaleString('en')} rows can: ${damaged}`,
  rowTooLong: (table: string, most: number) => `A row of ${table} in the backup is longer than ${size(most)}, longer than any Studyhall writes: ${damaged}`,
  rowCountDiffers: (table: string, rows: number, listed: number) => `The backup holds ${rows.toLocaleString('en')} rows of ${table}, where its manifest lists ${listed.toLocaleString('en')}: ${damaged}`,
  rowsDiffer: (table: string) => `The backup's rows of ${table} do not match its manifest: ${damaged}`,
  fileDiffers: (name: string) => `The backup's file ${name} does not match its manifest: ${damaged}`,
  missing: (paths: string) => `The backup lacks ${paths}, which its manifest lists: it is cut short or damaged, and nothing was restored.`,
  filesForRows: (files: number, rows: number) => `The backup's manifest lists ${files.toLocaleString('en')} files for ${rows.toLocaleString('en')} uploads rows: ${damaged}`,
  noRoom: (needed: number, free: number, dir: string) => `Restoring this backup needs ${size(needed)} of free disk in ${dir}, which has ${size(free)}: make room and run it again. Nothing was restored.`,
  strayUpload: (name: string) => `The backup's uploads table names a file it does not hold (${name}): ${damaged}`,
  rowsRefused: (reason: string) => `The database refused the backup's rows (${reason}), so nothing was restored.`,
  schemaNewer: (reason: string) => `${reason} Restore with a version of Studyhall at least as new as the one that made the backup, into a data folder or database that no server has opened since.`,
} as const;
