import { crc32 } from 'node:zlib';

/** The end of central directory record's signature, and the central directory's and local headers'. */
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** Compression method 0: the entry's bytes as they are. */
const STORED = 0;

/**
 * The entries of a ZIP whose files are stored (not compressed), as its central directory lists
 * them, each checked against its local header and its CRC-32: what an unzip tool would extract.
 * Enough for the archives the app writes, without a reader the app itself never needs.
 *
 * @example const entries = zipEntries(Buffer.from(await response.arrayBuffer())); entries.get('1024 Asha/essay.pdf')
 */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || zip.readUInt32LE(end) !== END_OF_DIRECTORY) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error(`entry ${index}: no central directory header`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const [nameLength, extraLength, commentLength] = [zip.readUInt16LE(at + 28), zip.readUInt16LE(at + 30), zip.readUInt16LE(at + 32)];
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (method !== STORED) throw new Error(`${name}: compressed (method ${method})`);
    if (zip.readUInt32LE(local) !== LOCAL_HEADER) throw new Error(`${name}: no local header`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const bytes = zip.subarray(start, start + size);
    if (crc32(bytes) !== crc) throw new Error(`${name}: CRC-32 does not match`);
    entries.set(name, bytes);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
