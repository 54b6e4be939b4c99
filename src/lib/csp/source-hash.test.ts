import { describe, expect, it } from 'vitest';
import { sourceHash } from './source-hash.ts';

describe('sourceHash', () => {
  it('gives the sha256 source a browser compares an inline element with', () => {
    expect(sourceHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(sourceHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });

  it('hashes the text as UTF-8, as browsers do', () => {
    expect(sourceHash('Hi é')).toBe('sha256-oWXAyk3Hd9qaKpWNV3YMz8R/JI9aAWZJvE+Rzwx98qY=');
  });
});
