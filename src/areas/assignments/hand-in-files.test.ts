import { describe, expect, it } from 'vitest';
import { fileStates } from './hand-in-files.ts';

const file = (bytes: number) => new File([new Uint8Array(bytes)], `f${bytes}.pdf`);
const files = [file(100), file(200)];

describe('fileStates', () => {
  it('is waiting before the upload; refused all together after a refusal, and all not sent when the connection was lost', () => {
    expect(fileStates(files, null, null)).toEqual(['waiting', 'waiting']);
    expect(fileStates(files, null, 'refused')).toEqual(['refused', 'refused']);
    expect(fileStates(files, { loaded: 150, total: 400 }, 'notSent')).toEqual(['notSent', 'notSent']);
  });

  it('follows the bytes sent: the first file uploading, then sent while the next uploads, then both sent', () => {
    expect(fileStates(files, { loaded: 0, total: 0 }, null)).toEqual(['uploading', 'waiting']);
    expect(fileStates(files, { loaded: 50, total: 400 }, null)).toEqual(['uploading', 'waiting']);
    expect(fileStates(files, { loaded: 150, total: 400 }, null)).toEqual(['done', 'uploading']);
    expect(fileStates(files, { loaded: 400, total: 400 }, null)).toEqual(['done', 'done']);
  });
});
