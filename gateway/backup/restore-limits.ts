/**
 * A school's files are what its tutors upload: the 2,000-student demo school has 337 after a
 * year. A school ten times its size keeping thirty years of them stays under 100,000. A
 * manifest listing that many (15 MB) takes the restore to about 280 MB at its peak, within the
 * 1 GB of a school server, whose server process is stopped while it restores.
 */
const FILES = 100_000;
/** A file's lines in the manifest as `npm run backup` writes them: a 28-character name, a size, a checksum, indented. */
const MANIFEST_BYTES_PER_FILE = 160;
/** The manifest's head and its tables, with room to spare. */
const MANIFEST_HEAD_BYTES = 64 * 1024;
/** Each file is 6 values and keys in the manifest (its name, an object, `bytes` and its number, `sha256` and its text); so is each table. */
const MANIFEST_VALUES_PER_ENTRY = 6;

/** The most a restore accepts of an archive, checked before the bytes behind each are read. */
export const RESTORE_LIMITS = {
  /** Files the manifest may list. */
  files: FILES,
  /** Bytes of `manifest.json`. */
  manifestBytes: FILES * MANIFEST_BYTES_PER_FILE + MANIFEST_HEAD_BYTES,
  /** Values and keys the manifest's JSON may hold (see `jsonValueCount`). */
  manifestValues: (FILES + 100) * MANIFEST_VALUES_PER_ENTRY,
  /**
   * Bytes of one row's line of JSON. The longest row Studyhall writes is a record with a
   * 5,000-character description (at worst 6 bytes a character as JSON: 30 KB) or an upload's
   * original file name (the multipart parser passes at most 16 KB of a part's headers: under
   * 100 KB as JSON); 1 MB leaves ten times that.
   */
  rowBytes: 1024 * 1024,
};

/** Limits of the shape of `RESTORE_LIMITS`: tests give a restore smaller ones. */
export type RestoreLimits = Readonly<typeof RESTORE_LIMITS>;
