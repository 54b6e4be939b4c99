import { statfs } from 'node:fs/promises';
import { restoreMessages } from '../../contract/strings/backup.ts';
import { RefusedError } from './refused.ts';

/**
 * The free space of the disk `dir` is on, taken as a restore claims it: each claim is checked
 * before the bytes it is for are written, so an archive that would fill the disk is refused
 * while the disk still has room.
 *
 * @param dir the folder the restore writes into
 * @example const room = await diskRoom(uploadsDir); room.claim(entry.size)
 */
export async function diskRoom(dir: string) {
  const { bavail, bsize } = await statfs(dir);
  const free = bavail * bsize;
  let needed = 0;
  return {
    /** @throws RefusedError when the claims so far exceed the free space */
    claim(bytes: number): void {
      needed += bytes;
      if (needed > free) throw new RefusedError(restoreMessages.noRoom(needed, free, dir));
    },
  };
}
